// The mail outbox: messages a transaction decided to send (an order confirmation), written in that transaction and
// sent after it committed. A process leases a due message with one conditional UPDATE before it sends it, so two
// processes never send the same one; a sent message is deleted, a failed one waits for its next attempt.
import type { Tx } from '../db/database.ts';
import type { MailOutboxTable } from '../db/tables.ts';

export type OutgoingMail = MailOutboxTable;

export async function insertOutgoingMail(tx: Tx, mail: OutgoingMail): Promise<void> {
  await tx.db.insertInto('mailOutbox').values(mail).execute();
}

/** The ids of up to `limit` messages due at `at` and held by no process. */
export async function listDueMail(tx: Tx, at: string, limit: number): Promise<string[]> {
  const rows = await tx.db
    .selectFrom('mailOutbox')
    .select('id')
    .where('nextAttemptAt', '<=', at)
    .where((eb) => eb.or([eb('leaseUntil', 'is', null), eb('leaseUntil', '<', at)]))
    .orderBy('nextAttemptAt')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Leases one message until `until`; null when another process holds it or it is gone. */
export async function leaseMail(tx: Tx, id: string, at: string, until: string): Promise<OutgoingMail | null> {
  const leased = await tx.db
    .updateTable('mailOutbox')
    .set({ leaseUntil: until })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('leaseUntil', 'is', null), eb('leaseUntil', '<', at)]))
    .executeTakeFirst();
  if (Number(leased.numUpdatedRows) !== 1) return null;
  return (await tx.db.selectFrom('mailOutbox').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}

export async function deleteOutgoingMail(tx: Tx, id: string): Promise<void> {
  await tx.db.deleteFrom('mailOutbox').where('id', '=', id).execute();
}

export async function rescheduleMail(
  tx: Tx,
  id: string,
  next: { attempts: number; nextAttemptAt: string; lastError: string },
): Promise<void> {
  await tx.db
    .updateTable('mailOutbox')
    .set({ ...next, leaseUntil: null })
    .where('id', '=', id)
    .execute();
}

/** The messages still waiting about these orders (their customer was erased). */
export async function deleteMailAbout(tx: Tx, shopId: string, targetIds: string[]): Promise<void> {
  if (targetIds.length === 0) return;
  await tx.db.deleteFrom('mailOutbox').where('shopId', '=', shopId).where('targetId', 'in', targetIds).execute();
}

/** When the soonest message is due and held by no process, or null when the outbox is empty. */
export async function nextMailDue(tx: Tx): Promise<string | null> {
  const rows = await tx.db
    .selectFrom('mailOutbox')
    .select(['nextAttemptAt', 'leaseUntil'])
    .orderBy('nextAttemptAt')
    .limit(50)
    .execute();
  const instants = rows.map((row) =>
    row.leaseUntil && row.leaseUntil > row.nextAttemptAt ? row.leaseUntil : row.nextAttemptAt,
  );
  return instants.sort()[0] ?? null;
}
