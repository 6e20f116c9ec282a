// Agents (docs/agents.md): the surface a cart, checkout session and order was made through when it was not the
// campaign's own (`agentic` for the MCP server and the page tools; null keeps the campaign's surface or `shopkit`),
// and per checkout an agent started, the hashes of its two tokens: the link the shopper opens once, and the token
// the agent reads the order's status with. The browser that opened the link is remembered by a hash of its cookie.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['carts', 'checkout_sessions', 'orders'])
    await db.schema.alterTable(table).addColumn('surface', 'text').execute();
  await db.schema
    .createTable('agent_checkouts')
    .addColumn('session_id', 'text', (c) => c.primaryKey().references('checkout_sessions.id').onDelete('cascade'))
    .addColumn('shop_id', 'text', (c) => c.notNull().references('shops.id'))
    .addColumn('open_token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('status_token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('browser_hash', 'text')
    .addColumn('opened_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
