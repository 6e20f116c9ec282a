// The payment provider's confirmations arriving on their own: every SWEEP_MS it confirms the processing sessions whose
// confirmation time has come (each in its own transaction, so one failure does not hold back the others). Readers
// confirm a due session too (confirmIfDue), so nobody sees it late; this sweep writes the orders and queues the
// webhooks when nobody reads. A restart picks up where the last process stopped: the times are in the database.
// It runs on the platform's scheduler.
import type { PlatformContext } from '../platform-context.ts';
import { listDuePayments } from '../repo/checkout-sessions.ts';
import { startPeriodicTask } from '../scheduler/start-periodic-task.ts';
import { confirmPayment } from './create-order.ts';

export const SWEEP_MS = 500;

export interface PaymentConfirmer {
  /** Confirms what is due now; resolves to how many orders it wrote. */
  sweep(): Promise<number>;
  close(): Promise<void>;
}

export function startPaymentConfirmer(platform: Pick<PlatformContext, 'db' | 'now'>): PaymentConfirmer {
  const confirmDue = async (): Promise<number> => {
    const now = platform.now();
    const due = await platform.db.transaction((tx) => listDuePayments(tx, new Date(now).toISOString()));
    let written = 0;
    for (const id of due) if (await platform.db.transaction((tx) => confirmPayment(tx, id, now))) written += 1;
    return written;
  };
  const task = startPeriodicTask({
    name: 'confirming due payments',
    run: confirmDue,
    nextDelayMs: () => SWEEP_MS,
    retryDelayMs: SWEEP_MS,
    firstDelayMs: SWEEP_MS,
  });
  return { sweep: task.runNow, close: task.stop };
}
