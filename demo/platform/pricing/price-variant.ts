// Prices a variant for a request: the campaign's price when the storefront sets one, in the answer's currency.
import { convertAmount, parseCurrencyParam, resolveOffer } from './money.ts';
import type { Tx } from '../db/database.ts';
import { findStorefrontById } from '../repo/storefronts.ts';
import type { CurrencyOfferRecord, ShopRecord, StorefrontRecord, VariantRecord } from '../state/types.ts';
import { notFound } from '../http/api-error.ts';

export interface PriceContext {
  shop: ShopRecord;
  offer: CurrencyOfferRecord;
  storefront: StorefrontRecord | null;
}

/** The campaign's price of a variant when the storefront is active and sets one (base currency), else undefined. */
export function campaignPrice(
  variant: Pick<VariantRecord, 'id'>,
  storefront: StorefrontRecord | null,
): number | undefined {
  return storefront?.active ? storefront.prices[variant.id] : undefined;
}

export function priceVariant(
  variant: VariantRecord,
  context: PriceContext,
): { price: number; compareAtPrice: number | null } {
  const campaign = campaignPrice(variant, context.storefront);
  const base = campaign ?? variant.price;
  const compare = campaign !== undefined && campaign < variant.price ? variant.price : variant.compareAtPrice;
  return {
    price: convertAmount(base, context.shop, context.offer),
    compareAtPrice: compare === null ? null : convertAmount(compare, context.shop, context.offer),
  };
}

/**
 * What reads of `shop` are priced in: `currency` (a code; unoffered codes fall back to the base currency, a malformed
 * one is a 400 naming `currency`) and the campaign storefront `storefrontId` (404 when the shop has none by that id).
 */
export async function resolvePriceContext(
  tx: Tx,
  shop: ShopRecord,
  choice: { currency?: string | null; storefrontId?: string | null },
): Promise<PriceContext> {
  const offer = resolveOffer(shop, parseCurrencyParam(choice.currency ?? undefined));
  return { shop, offer, storefront: await findStorefront(tx, shop.id, choice.storefrontId ?? null) };
}

/** The shop's storefront `id` (null when id is null); 404 when it has none by that id. */
export async function findStorefront(tx: Tx, shopId: string, id: string | null): Promise<StorefrontRecord | null> {
  if (id === null) return null;
  const found = await findStorefrontById(tx, shopId, id);
  if (!found) throw notFound('storefront', id);
  return found;
}
