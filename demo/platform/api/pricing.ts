// Prices a variant for a request: the campaign's price when the storefront sets one, in the answer's currency.
import { convertAmount } from '../state/money.ts';
import type {
  CurrencyOfferRecord,
  PlatformState,
  ShopRecord,
  StorefrontRecord,
  VariantRecord,
} from '../state/types.ts';
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

export function findStorefront(state: PlatformState, shopId: string, id: string | null): StorefrontRecord | null {
  if (id === null) return null;
  const found = state.storefronts.find((s) => s.shopId === shopId && s.id.toLowerCase() === id.toLowerCase());
  if (!found) throw notFound('storefront', id);
  return found;
}
