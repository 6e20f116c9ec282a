// Catalogue writes of the admin API take their shop's catalogue lock first (PostgreSQL: a transaction-level advisory
// lock per shop), so two of them planned at once (two imports, an import and a PATCH) run one after the other and each
// plans against what the other wrote. SQLite runs one write transaction at a time already. The unique indexes on
// slugs and SKUs still refuse what any other writer (the panel) races in.
import { sql } from 'kysely';
import type { Tx } from '../db/database.ts';

export async function lockCatalogue(tx: Tx, shopId: string): Promise<void> {
  if (tx.dialect === 'postgres')
    await sql`select pg_advisory_xact_lock(hashtext(${`shopkit catalogue ${shopId}`}))`.execute(tx.db);
}
