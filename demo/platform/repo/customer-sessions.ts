// Customer sessions: looked up by the hash of the token a request brings (or of the one it replaced), rotated with
// one conditional UPDATE (two rotations of one token cannot both succeed), ended by deleting the row.
import type { Tx } from '../db/database.ts';
import type { CustomerSessionRecord } from '../customers/customer-types.ts';

export async function insertCustomerSession(tx: Tx, session: CustomerSessionRecord): Promise<void> {
  await tx.db.insertInto('customerSessions').values(session).execute();
}

export async function findSessionByToken(tx: Tx, tokenHash: string): Promise<CustomerSessionRecord | null> {
  return (
    (await tx.db.selectFrom('customerSessions').selectAll().where('tokenHash', '=', tokenHash).executeTakeFirst()) ??
    null
  );
}

export async function findSessionByPreviousToken(tx: Tx, tokenHash: string): Promise<CustomerSessionRecord | null> {
  return (
    (await tx.db
      .selectFrom('customerSessions')
      .selectAll()
      .where('previousTokenHash', '=', tokenHash)
      .executeTakeFirst()) ?? null
  );
}

/** Replaces the session's token, if it is still `fromHash`; false when another rotation came first. */
export async function rotateSessionToken(
  tx: Tx,
  session: CustomerSessionRecord,
  next: { tokenHash: string; issuedAt: string; previousValidUntil: string },
): Promise<boolean> {
  const result = await tx.db
    .updateTable('customerSessions')
    .set({
      tokenHash: next.tokenHash,
      tokenIssuedAt: next.issuedAt,
      previousTokenHash: session.tokenHash,
      previousValidUntil: next.previousValidUntil,
      lastSeenAt: next.issuedAt,
    })
    .where('id', '=', session.id)
    .where('tokenHash', '=', session.tokenHash)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteCustomerSession(tx: Tx, id: string): Promise<void> {
  await tx.db.deleteFrom('customerSessions').where('id', '=', id).execute();
}

export async function deleteSessionsOf(tx: Tx, customerId: string): Promise<number> {
  const result = await tx.db.deleteFrom('customerSessions').where('customerId', '=', customerId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function listSessionsOf(tx: Tx, customerId: string): Promise<CustomerSessionRecord[]> {
  return tx.db
    .selectFrom('customerSessions')
    .selectAll()
    .where('customerId', '=', customerId)
    .orderBy('signedInAt')
    .execute();
}
