// Whether the page's address carries a marketing link's `?discount=` parameter. Every page asks, few say yes, so the
// code that takes the code in (discount-link.ts) is fetched only then.
import { describeError } from './describe-error.ts';
import { lazyImport } from './chunk-loader.ts';

export const DISCOUNT_PARAM = 'discount';

/** True when the query string names the parameter, however it is encoded (`disc%6Funt`, with or without a value). */
export const carriesDiscountLink = (search: string): boolean => new URLSearchParams(search).has(DISCOUNT_PARAM);

/** The one console warning for a link whose code is not used, naming the parameter and why. */
export const warnUnusedLink = (error: unknown): void =>
  console.warn(`Shopkit: ?${DISCOUNT_PARAM}= was not used: ${describeError(error)}`);

/** Takes in the page's `?discount=` link for the default client, when there is one (docs/elements.md). */
export function watchDiscountParam(search: string = location.search): void {
  if (!carriesDiscountLink(search)) return;
  lazyImport('components/internal/cart/discount-link.ts', () => import('../cart/discount-link.ts')).then(
    (link) => link.watchDiscountLink(),
    warnUnusedLink,
  );
}
