// What `<shop-cart>` says in its live region about codes a change put on the cart (a deferred `?discount=` link code
// applied with the first add), whether or not its drawer has been opened.
import type { Cart } from '../../../src/index.ts';
import type { ShopTexts } from '../texts/i18n.ts';

/** The sentence for codes that a change put on the cart, for the cart's announcement; empty for none. */
export function describeNewDiscounts(previous: Cart | null, next: Cart | null, texts: ShopTexts): string {
  const before = new Set(previous?.discounts.filter((d) => d.applied).map((d) => d.code) ?? []);
  return (next?.discounts ?? [])
    .filter((discount) => discount.applied && !before.has(discount.code))
    .map((discount) => texts.codeApplied(discount.code))
    .join(' ');
}
