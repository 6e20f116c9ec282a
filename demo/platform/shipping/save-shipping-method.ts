// Creating, editing and deleting a shop's shipping methods, for the admin API and the control panel alike: the draft is
// checked against the shop (its currencies) before anything is written.
import type { Tx } from '../db/database.ts';
import { findShippingMethod, insertShippingMethod, saveShippingMethod } from '../repo/shipping-methods.ts';
import { createId } from '../state/create-id.ts';
import type { ShopRecord } from '../state/types.ts';
import { parseShippingDraft, type ShippingDraft } from './parse-shipping-input.ts';
import type { ShippingMethodRecord } from './shipping-types.ts';

export const draftOfMethod = ({
  name,
  price,
  prices,
  freeOver,
  freeOverPrices,
  countries,
}: ShippingMethodRecord): ShippingDraft => ({ name, price, prices, freeOver, freeOverPrices, countries });

export async function createShippingMethod(
  tx: Tx,
  shop: ShopRecord,
  input: Record<string, unknown>,
  now: number,
): Promise<ShippingMethodRecord> {
  const draft = parseShippingDraft(input, shop);
  const at = new Date(now).toISOString();
  const method: ShippingMethodRecord = {
    ...draft,
    id: createId('ship'),
    shopId: shop.id,
    createdAt: at,
    updatedAt: at,
  };
  await insertShippingMethod(tx, method);
  return method;
}

/** Applies the fields of `changes` over the stored method. */
export async function updateShippingMethod(
  tx: Tx,
  shop: ShopRecord,
  existing: ShippingMethodRecord,
  changes: Record<string, unknown>,
  now: number,
): Promise<ShippingMethodRecord> {
  const draft = parseShippingDraft({ ...draftOfMethod(existing), ...changes }, shop);
  const method = { ...existing, ...draft, updatedAt: new Date(now).toISOString() };
  await saveShippingMethod(tx, method);
  return (await findShippingMethod(tx, shop.id, existing.id)) ?? method;
}
