// Why a change of the cart did not happen, in a shopper's words: only so many left (the platform's stock limit),
// sold out, the line is no longer in the cart, no connection, a busy shop, else a plain "try again". The technical
// error stays on the `shop-error` event.
import { isShopkitHttpError, isShopkitNetworkError, isShopkitTimeoutError } from '../../../src/index.ts';
import { describeAddFailure } from './add-feedback.ts';
import type { CartTexts } from '../texts/cart-page-texts.ts';

/** True when the platform no longer has the line (404) or the cart (410). */
export function isLineGone(error: unknown): boolean {
  return isShopkitHttpError(error) && (error.status === 404 || error.status === 410);
}

/** True for the platform's stock limit (409 `out_of_stock`): a matter of one line, not of the whole cart. */
export function isStockLimit(error: unknown): boolean {
  return isShopkitHttpError(error) && error.code === 'out_of_stock';
}

/** The sentence for a failed quantity change or removal of the line named `label`. */
export function describeLineFailure(error: unknown, label: string, texts: CartTexts): string {
  if (isLineGone(error)) return texts.lineGone(label);
  const text = describeAddFailure(error, texts);
  return text === texts.addFailed ? texts.cartUpdateFailed : text;
}

/** The sentence for a failure of the whole cart: no connection, a busy shop, else `fallback`. */
export function describeCartFailure(error: unknown, texts: CartTexts, fallback: string): string {
  if (isShopkitNetworkError(error) || isShopkitTimeoutError(error)) return texts.offline;
  if (isShopkitHttpError(error) && (error.status === 429 || error.status >= 500)) return texts.busy;
  return fallback;
}
