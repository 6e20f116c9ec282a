// The body of `POST /v2/checkout`, checked before anything is sent: the return URLs, either a cart id or buy-now
// `items` (never both), and an optional `embedOrigin` for a checkout shown in an iframe on that origin.
import { httpUrl, parseHttpUrl } from '../config/normalize-api-url.ts';
import { expected } from '../config/redact.ts';
import { type Rule, apply } from '../config/validate-options.ts';
import { fieldError } from '../errors/shopkit-config-error.ts';
import type { CartLineInput, CheckoutStartOptions, ShopkitStorefront } from '../types.ts';
import { ADD_RULES } from './cart-api.ts';

/** The most lines one buy-now checkout may carry (the platform holds the same limit). */
export const MAX_CHECKOUT_ITEMS = 100;

export interface CheckoutBody {
  cartId?: string;
  items?: CartLineInput[];
  successUrl: string;
  backUrl: string;
  currency?: string;
  storefront?: ShopkitStorefront;
  embedOrigin?: string;
}

/** The value to quote in an error: a URL's user name and password never are. */
const withoutCredentials = (value: unknown): unknown =>
  typeof value === 'string' ? value.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^@/?#]*@/i, '$1…@') : value;

/** An http(s) origin without path, query, fragment or credentials, in its canonical form (`https://shop.example`). */
export function parseEmbedOrigin(value: unknown, field: string): string {
  const url = httpUrl(value);
  if (!url || url.pathname !== '/' || /[?#]/.test(value as string))
    throw expected(field, 'an http(s) origin without a path or credentials', withoutCredentials(value));
  return url.origin;
}

const isId = (value: unknown): boolean => typeof value === 'string' && value !== '';
/** A buy-now line: the checks of a cart line plus a product id that must be there. */
const LINE_RULES: Rule[] = [['productId', isId, 'a product id'], ['variantId', isId, 'a variant id'], ...ADD_RULES];

function checkItems(items: unknown, field: string): CartLineInput[] {
  if (!Array.isArray(items) || items.length === 0 || items.length > MAX_CHECKOUT_ITEMS)
    throw expected(field, `a list of 1-${MAX_CHECKOUT_ITEMS} lines`, items);
  return items.map((item: CartLineInput, index) => {
    apply(LINE_RULES, { ...item, productId: item?.productId ?? null }, `${field}[${index}].`);
    return { productId: item.productId, variantId: item.variantId, quantity: item.quantity };
  });
}

/**
 * The request body for a handoff, except the currency and campaign the caller adds. Without `items`, `cartId` is the
 * explicit one or null, for the caller to fill in with the remembered cart.
 */
export function describeCheckoutBody(
  options: CheckoutStartOptions,
  operation: string,
): Omit<CheckoutBody, 'currency' | 'storefront' | 'cartId'> & { cartId?: string | null } {
  const successUrl = parseHttpUrl(options?.successUrl, `${operation} successUrl`);
  const backUrl = parseHttpUrl(options.backUrl, `${operation} backUrl`);
  const embedOrigin =
    options.embedOrigin === undefined ? undefined : parseEmbedOrigin(options.embedOrigin, `${operation} embedOrigin`);
  if (options.items !== undefined) {
    if (options.cartId !== undefined) throw fieldError(`${operation} items`, 'give either cartId or items, not both');
    return { items: checkItems(options.items, `${operation} items`), successUrl, backUrl, embedOrigin };
  }
  return { cartId: options.cartId ?? null, successUrl, backUrl, embedOrigin };
}
