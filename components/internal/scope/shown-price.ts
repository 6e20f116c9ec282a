// What a price shows as text, from the `price.*` of a product scope (scope/describe-price.ts): <shop-price> renders
// it, and the prerender (prerender/) writes the same text into the page.
import type { PriceScope } from './describe-price.ts';

/** The price ("From …" while variants differ) and the previous price while on sale. */
export function shownPrice(price: PriceScope): { price: string; compareAt: string | null } {
  return { price: price.fromDisplay, compareAt: price.onSale ? price.compareAtDisplay : null };
}
