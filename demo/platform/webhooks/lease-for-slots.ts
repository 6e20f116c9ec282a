// Leasing webhook deliveries for the attempt slots this process has free (attempt-slots.ts): a slot is taken for each
// delivery that fits before the lease is asked for, and freed again for each that another process leased first. Two
// ways in: the deliveries this process just committed, by id (the hot path after a commit), and the due deliveries of
// the outbox, oldest due first, leaving out the hosts that are full (a pass).
import type { Database } from '../db/database.ts';
import { leaseDeliveries, listDueDeliveries, nextDeliveryDueAt, type Lease } from '../repo/webhook-deliveries.ts';
import { createSlotReservation, type AttemptSlots } from './attempt-slots.ts';
import type { PendingDelivery } from './webhook-state.ts';

export interface SlotLease {
  db: Database;
  slots: AttemptSlots;
  lease: Lease;
}

/** Leases, of the deliveries just committed (`queued`), those that fit in the free slots and are still free. */
export async function leaseQueuedForSlots(
  { db, slots, lease }: SlotLease,
  queued: ReadonlyArray<{ id: string; url: string }>,
): Promise<PendingDelivery[]> {
  const reservation = createSlotReservation(slots);
  const ids = reservation.take(queued).map((delivery) => delivery.id);
  let leased: PendingDelivery[] = [];
  try {
    leased = await db.transaction((tx) => leaseDeliveries(tx, ids, lease));
  } finally {
    reservation.keep(leased);
  }
  return leased;
}

export interface DueLease {
  leased: PendingDelivery[];
  /** The batch was full: there may be more to lease. */
  more: boolean;
  /** When the next delivery this process has room for is due, or its lease lapses; null when there is none. */
  due: string | null;
}

/** Leases due deliveries that fit in the free slots, oldest due first, and reads when the next is due. */
export async function leaseDueForSlots({ db, slots, lease }: SlotLease): Promise<DueLease> {
  const free = slots.free();
  const reservation = createSlotReservation(slots);
  let outcome: DueLease = { leased: [], more: false, due: null };
  try {
    outcome = await db.transaction(async (tx) => {
      const excludeHosts = slots.fullHosts();
      const candidates = await listDueDeliveries(tx, { now: lease.now, limit: free, excludeHosts });
      const fitting = reservation.take(candidates).map((delivery) => delivery.id);
      const leased = await leaseDeliveries(tx, fitting, lease);
      const due = await nextDeliveryDueAt(tx, slots.fullHosts());
      return { leased, more: candidates.length === free && leased.length > 0, due };
    });
  } finally {
    reservation.keep(outcome.leased);
  }
  return outcome;
}
