// Whether the page's address carries a marketing link's `?discount=` parameter. Every page asks, few say yes, so the
// code that takes the code in (discount-link.ts) is fetched only then.
import { DISCOUNT_PARAM, warnUnusedLink } from './discount-link-param.ts';

/** True when the query string names the parameter, however it is encoded (`disc%6Funt`, with or without a value). */
export const carriesDiscountLink = (search: string): boolean => new URLSearchParams(search).has(DISCOUNT_PARAM);

/** Takes in the page's `?discount=` link for the default client, when there is one (docs/elements.md). */
export function watchDiscountParam(search: string = location.search): void {
  if (!carriesDiscountLink(search)) return;
  import('./discount-link.ts').then((link) => link.watchDiscountLink(), warnUnusedLink);
}
