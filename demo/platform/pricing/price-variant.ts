// Prices a variant for a request: the campaign's price when the storefront sets one, in the answer's currency.
import { convertAmount } from './money.ts';
import type { Tx } from '../db/database.ts';
import { findStorefrontById } from '../repo/storefronts.ts';
import type { CurrencyOfferRecord, ShopRecord, StorefrontRecord, VariantRecord } from '../state/types.ts';
import { notFound } from '../http/api-error.ts';

export interface PriceContext {
  shop: ShopRecord;
  offer: CurrencyOfferRecord;
  storefront: StorefrontRecord | null;
}

export function priceVariant(
  variant: VariantRecord,
  context: PriceContext,
): { price: number; compareAtPrice: number | null } {
  const campaign = context.storefront?.active ? context.storefront.prices[variant.id] : undefined;
  const base = campaign ?? variant.price;
  const compare = campaign !== undefined && campaign < variant.price ? variant.price : variant.compareAtPrice;
  return {
    price: convertAmount(base, context.shop, context.offer),
    compareAtPrice: compare === null ? null : convertAmount(compare, context.shop, context.offer),
  };
}

/** The shop's storefront `id` (null when id is null); 404 when it has none by that id. */
export async function findStorefront(tx: Tx, shopId: string, id: string | null): Promise<StorefrontRecord | null> {
  if (id === null) return null;
  const found = await findStorefrontById(tx, shopId, id);
  if (!found) throw notFound('storefront', id);
  return found;
}
