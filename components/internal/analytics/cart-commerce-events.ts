// The commerce events of the cart elements, built from the cart the platform answered with: a line added (by
// `<shop-add-to-cart>` or the drawer's stepper), a line removed or reduced, the drawer opened, a checkout begun.
import type { Cart, CartItem } from '../../../src/index.ts';
import { describeItemParams, describeLineItem, describeLines } from './commerce-events.ts';
import type { ShopkitCommerceEvent } from './commerce-events.ts';

/** `add_to_cart` for `quantity` of the line the add landed on (matched by product, and variant when given). */
export function describeAddToCart(
  cart: Cart,
  added: { productId: string; variantId?: string | undefined; quantity: number },
): ShopkitCommerceEvent | null {
  const line = cart.items.find(
    (item) => item.productId === added.productId && (!added.variantId || item.variantId === added.variantId),
  );
  if (!line) return null;
  return {
    name: 'add_to_cart',
    params: describeItemParams(describeLineItem(line, cart.currency, added.quantity), cart.currency),
  };
}

/** `add_to_cart` or `remove_from_cart` for a quantity change of a line, priced as the line was; null for no change. */
export function describeQuantityChange(
  line: CartItem,
  currency: string,
  quantity: number,
): ShopkitCommerceEvent | null {
  const change = quantity - line.quantity;
  if (change === 0) return null;
  const item = describeLineItem(line, currency, Math.abs(change));
  return { name: change > 0 ? 'add_to_cart' : 'remove_from_cart', params: describeItemParams(item, currency) };
}

/** `view_cart` or `begin_checkout` for a cart with lines; null for an empty one (GA4 wants items). */
export function describeCartEvent(
  name: 'view_cart' | 'begin_checkout',
  cart: Cart | null,
): ShopkitCommerceEvent | null {
  return cart && cart.items.length > 0 ? { name, params: describeLines(cart) } : null;
}
