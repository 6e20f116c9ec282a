// Writes what plan-products.ts planned, in the caller's transaction: new products at the end of the catalogue, changed
// ones saved (a product whose input changed nothing is not written), and their webhooks queued as for the panel's
// edits: product.add for a new product, product.update for a change beyond stock.
import type { Tx } from '../db/database.ts';
import { insertProducts, saveProducts } from '../repo/product-writes.ts';
import type { ShopRecord } from '../state/types.ts';
import { queueWebhooks } from '../webhooks/queue-webhook.ts';
import type { PlannedProduct } from './plan-products.ts';

export async function writePlannedProducts(
  tx: Tx,
  shop: ShopRecord,
  planned: readonly PlannedProduct[],
  now: number,
): Promise<void> {
  const created = planned.filter((plan) => plan.change === 'new');
  const changed = planned.filter((plan) => plan.change === 'product' || plan.change === 'stock');
  await insertProducts(
    tx,
    created.map((plan) => plan.record),
  );
  await saveProducts(
    tx,
    changed.map((plan) => plan.record),
  );
  await queueWebhooks(
    tx,
    shop.id,
    [
      ...created.map((plan) => ({ event: 'product.add' as const, targetId: plan.record.id })),
      ...changed
        .filter((plan) => plan.change === 'product')
        .map((plan) => ({ event: 'product.update' as const, targetId: plan.record.id })),
    ],
    now,
  );
}
