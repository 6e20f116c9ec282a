// Checkouts an agent started (docs/agents.md): the hashes of the link the shopper opens once and of the token the
// agent reads the order's status with, and the hash of the cookie of the browser that opened the link. Only hashes
// are kept, so a copy of the table opens no checkout. Rows go with their session (ON DELETE CASCADE).
import { createHash } from 'node:crypto';
import type { Tx } from '../db/database.ts';
import type { AgentCheckoutsTable } from '../db/tables.ts';

export type AgentCheckoutRecord = AgentCheckoutsTable;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

export async function insertAgentCheckout(tx: Tx, record: AgentCheckoutRecord): Promise<void> {
  await tx.db.insertInto('agentCheckouts').values(record).execute();
}

export async function findAgentCheckout(
  tx: Tx,
  by: { sessionId: string } | { openToken: string } | { statusToken: string },
): Promise<AgentCheckoutRecord | null> {
  const query = tx.db.selectFrom('agentCheckouts').selectAll();
  const row = await (
    'sessionId' in by
      ? query.where('sessionId', '=', by.sessionId)
      : 'openToken' in by
        ? query.where('openTokenHash', '=', hashToken(by.openToken))
        : query.where('statusTokenHash', '=', hashToken(by.statusToken))
  ).executeTakeFirst();
  return row ?? null;
}

/** Marks the link opened by the browser whose cookie hashes to `browserHash`; false when it was opened already. */
export async function claimAgentCheckout(tx: Tx, sessionId: string, browserHash: string, at: string): Promise<boolean> {
  const result = await tx.db
    .updateTable('agentCheckouts')
    .set({ browserHash, openedAt: at })
    .where('sessionId', '=', sessionId)
    .where('openedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
