// What `<shop-add-to-cart>` tells the shopper: the announcement after an add, and why an add failed, in words a
// shopper understands (the technical error stays on the `shop-error` event).
import { isShopkitHttpError, isShopkitNetworkError, isShopkitTimeoutError } from '../../../src/index.ts';
import type { Cart } from '../../../src/index.ts';
import type { CartAddDetail } from '../base/events.ts';
import type { ShopTexts } from '../texts/i18n.ts';

/** How long the done state (`added`, "✓ Added to cart") stays after an add. */
export const ADDED_STATE_MS = 2500;

/** "Stoneware Mug, Clay added to your cart (3 items)." for the line the add landed in. */
export function describeAdded(cart: Cart, line: CartAddDetail, texts: ShopTexts): string {
  const item = cart.items.find(
    (candidate) =>
      candidate.productId === line.productId && (!line.variantId || candidate.variantId === line.variantId),
  );
  if (!item) return texts.updated(cart.itemCount);
  return texts.addedTo(item.variantName ? `${item.name}, ${item.variantName}` : item.name, cart.itemCount);
}

/** Why an add failed: sold out, only so many left, offline, busy, gone, or a plain "try again". */
export function describeAddFailure(error: unknown, texts: ShopTexts): string {
  if (isShopkitNetworkError(error) || isShopkitTimeoutError(error)) return texts.offline;
  if (!isShopkitHttpError(error)) return texts.addFailed;
  const { code, status, body } = error;
  if (code === 'out_of_stock') {
    const lines = (body as { error?: { lines?: Array<{ available?: unknown }> } })?.error?.lines ?? [];
    const available = Number(lines[0]?.available ?? 0);
    return available > 0 ? texts.onlyLeft(available) : `${texts.soldOut}.`;
  }
  if (status === 404 || status === 410) return texts.gone;
  if (status === 429 || status >= 500) return texts.busy;
  return texts.addFailed;
}
