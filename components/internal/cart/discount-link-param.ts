// The name of a marketing link's `?discount=` parameter and the one warning for a link whose code is not used: shared
// by the check every page makes (discount-param.ts) and the code that takes the code in (cart/discount-link.ts).
import { describeError } from '../base/describe-error.ts';

export const DISCOUNT_PARAM = 'discount';

/** The one console warning for a link whose code is not used, naming the parameter and why. */
export const warnUnusedLink = (error: unknown): void =>
  console.warn(`Shopkit: ?${DISCOUNT_PARAM}= was not used: ${describeError(error)}`);
