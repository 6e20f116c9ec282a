// Queues a message in the transaction that decides to send it (the outbox pattern, as webhooks do): the message
// exists exactly when the change that sends it was committed, and this process's mail outbox is told after the
// commit. A mail server that is down delays the message; it never stops the order.
import type { Tx } from '../db/database.ts';
import { insertOutgoingMail } from '../repo/mail-outbox.ts';
import { createId } from '../state/create-id.ts';

export interface MailToQueue {
  shopId: string;
  kind: 'order_confirmation';
  /** The order the message is about. */
  targetId: string;
  recipient: string;
  locale: string;
}

export async function queueMail(tx: Tx, mail: MailToQueue, now: number): Promise<void> {
  const at = new Date(now).toISOString();
  const id = createId('mail');
  await insertOutgoingMail(tx, {
    id,
    ...mail,
    attempts: 0,
    nextAttemptAt: at,
    leaseUntil: null,
    lastError: null,
    createdAt: at,
  });
  tx.signal('mail', { id });
}
