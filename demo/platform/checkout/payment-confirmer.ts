// The payment provider's confirmations arriving on their own: every SWEEP_MS it confirms the processing sessions whose
// confirmation time has come (each in its own transaction, so one failure does not hold back the others). Readers
// confirm a due session too (confirmIfDue), so nobody sees it late; this sweep writes the orders and queues the
// webhooks when nobody reads. A restart picks up where the last process stopped: the times are in the database.
import type { PlatformContext } from '../api/context.ts';
import { listDuePayments } from '../repo/checkout-sessions.ts';
import { confirmPayment } from './create-order.ts';

export const SWEEP_MS = 500;

export interface PaymentConfirmer {
  /** Confirms what is due now; resolves to how many orders it wrote. */
  sweep(): Promise<number>;
  close(): Promise<void>;
}

export function startPaymentConfirmer(platform: Pick<PlatformContext, 'db' | 'now'>): PaymentConfirmer {
  let running: Promise<number> | null = null;
  const sweep = (): Promise<number> =>
    (running ??= (async () => {
      try {
        const now = platform.now();
        const due = await platform.db.transaction((tx) => listDuePayments(tx, new Date(now).toISOString()));
        let written = 0;
        for (const id of due) if (await platform.db.transaction((tx) => confirmPayment(tx, id, now))) written += 1;
        return written;
      } finally {
        running = null;
      }
    })());
  const timer = setInterval(() => {
    sweep().catch((error: unknown) => console.error('shopkit payments: confirming due payments failed', error));
  }, SWEEP_MS);
  timer.unref();
  return {
    sweep,
    async close() {
      clearInterval(timer);
      await running?.catch(() => 0);
    },
  };
}
