// Codes refused per cart, counted in a window: what keeps anyone with the public key from trying codes one after the
// other on a cart until one applies. The row goes with its cart.
import type { Tx } from '../db/database.ts';

export interface RefusalWindow {
  refused: number;
  windowStart: string;
}

export async function findRefusals(tx: Tx, cartId: string): Promise<RefusalWindow | null> {
  const row = await tx.db
    .selectFrom('discountAttempts')
    .select(['refused', 'windowStart'])
    .where('cartId', '=', cartId)
    .executeTakeFirst();
  return row ?? null;
}

/** Counts one refused code; a window older than `windowMs` starts again from this one. */
export async function countRefusal(tx: Tx, cartId: string, now: number, windowMs: number): Promise<void> {
  const current = await findRefusals(tx, cartId);
  const at = new Date(now).toISOString();
  if (current === null) {
    await tx.db.insertInto('discountAttempts').values({ cartId, refused: 1, windowStart: at }).execute();
    return;
  }
  const fresh = Date.parse(current.windowStart) + windowMs <= now;
  await tx.db
    .updateTable('discountAttempts')
    .set(fresh ? { refused: 1, windowStart: at } : { refused: current.refused + 1 })
    .where('cartId', '=', cartId)
    .execute();
}
