// Sends what the mail outbox holds: right after a commit that queued a message, when a retry is due, and every
// minute for what other processes queued. Each message is leased (one process sends it), written from the order as
// it is now (an order whose customer was erased meanwhile is not sent), and sent outside any transaction; a failure
// waits 30 s, then twice as long each time up to an hour, and after MAX_MAIL_ATTEMPTS the message is given up (logged).
import type { Database } from '../db/database.ts';
import {
  deleteOutgoingMail,
  leaseMail,
  listDueMail,
  nextMailDue,
  rescheduleMail,
  type OutgoingMail,
} from '../repo/mail-outbox.ts';
import { findOrder } from '../repo/orders.ts';
import { findShop } from '../repo/shops.ts';
import { startPeriodicTask } from '../scheduler/start-periodic-task.ts';
import type { Mailer, MailMessage } from './mailer.ts';
import { resolveMailLocale } from './mail-texts.ts';
import { renderOrderMail } from './order-mail.ts';

export const MAX_MAIL_ATTEMPTS = 10;
const BATCH = 20;
const LEASE_MS = 60_000;
const POLL_MS = 60_000;

export interface MailOutbox {
  /** Sends what is due now; resolves with how many messages were sent. */
  runNow(): Promise<number>;
  stop(): Promise<void>;
}

/** The retry delay after `attempts` failed attempts: 30 s doubling, at most an hour. */
export const mailRetryDelayMs = (attempts: number): number => Math.min(30_000 * 2 ** (attempts - 1), 60 * 60_000);

async function render(db: Database, mail: OutgoingMail): Promise<MailMessage | null> {
  return db.transaction(async (tx) => {
    const order = await findOrder(tx, mail.shopId, mail.targetId);
    const shop = await findShop(tx, mail.shopId);
    if (!order || !shop || !order.customer.email) return null;
    return { ...renderOrderMail(order, shop.name, resolveMailLocale(mail.locale, shop.locale)), to: mail.recipient };
  });
}

async function sendOne(db: Database, mailer: Mailer, mail: OutgoingMail, now: () => number): Promise<boolean> {
  const message = await render(db, mail);
  try {
    if (message) await mailer.send(message);
    await db.transaction((tx) => deleteOutgoingMail(tx, mail.id));
    return message !== null;
  } catch (error) {
    const attempts = mail.attempts + 1;
    const reason = error instanceof Error ? error.message : String(error);
    if (attempts >= MAX_MAIL_ATTEMPTS) {
      console.error(`shopkit platform: gave up mail ${mail.id} after ${attempts} attempts: ${reason}`);
      await db.transaction((tx) => deleteOutgoingMail(tx, mail.id));
      return false;
    }
    const nextAttemptAt = new Date(now() + mailRetryDelayMs(attempts)).toISOString();
    await db.transaction((tx) =>
      rescheduleMail(tx, mail.id, { attempts, nextAttemptAt, lastError: reason.slice(0, 500) }),
    );
    return false;
  }
}

async function sendDue(db: Database, mailer: Mailer, now: () => number): Promise<number> {
  const at = new Date(now()).toISOString();
  const until = new Date(now() + LEASE_MS).toISOString();
  const due = await db.transaction((tx) => listDueMail(tx, at, BATCH));
  let sent = 0;
  for (const id of due) {
    const leased = await db.transaction((tx) => leaseMail(tx, id, at, until));
    if (leased && (await sendOne(db, mailer, leased, now))) sent += 1;
  }
  return sent;
}

/** Ms until the outbox has something to send: the soonest message no process holds (at most a poll away). */
async function untilNextDue(db: Database, now: () => number, sentSome: boolean): Promise<number> {
  const due = await db.transaction((tx) => nextMailDue(tx));
  if (due === null) return POLL_MS;
  const delay = Math.min(POLL_MS, Math.max(0, Date.parse(due) - now()));
  // A message due now that this pass could not send is held by another process: look again in a second.
  return delay === 0 && !sentSome ? 1_000 : delay;
}

export function startMailOutbox(db: Database, mailer: Mailer, now: () => number): MailOutbox {
  const task = startPeriodicTask({
    name: 'mail outbox',
    run: async () => {
      const sent = await sendDue(db, mailer, now);
      return { sent, delay: await untilNextDue(db, now, sent > 0) };
    },
    nextDelayMs: (pass) => pass.delay,
    retryDelayMs: POLL_MS,
    firstDelayMs: 1_000,
  });
  const stopListening = db.onSignal('mail', () => task.wake());
  return {
    runNow: async () => (await task.runNow()).sent,
    async stop() {
      stopListening();
      await task.stop();
    },
  };
}
