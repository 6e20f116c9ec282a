// Cross-realm guards: the CDN bundle and an npm copy can share one page, so `instanceof` falls back to `name`.
import { ShopkitCheckoutError } from './shopkit-checkout-error.ts';
import { ShopkitConfigError } from './shopkit-config-error.ts';
import { ShopkitDiscountError } from './shopkit-discount-error.ts';
import { ShopkitError } from './shopkit-error.ts';
import { ShopkitHttpError } from './shopkit-http-error.ts';
import { ShopkitNetworkError } from './shopkit-network-error.ts';
import { ShopkitScopeError } from './shopkit-scope-error.ts';
import { ShopkitTimeoutError } from './shopkit-timeout-error.ts';

const nameOf = (value: unknown): unknown =>
  typeof value === 'object' && value !== null ? (value as { name?: unknown }).name : undefined;

function guard<T>(type: abstract new (...args: never[]) => T, name: string) {
  return (value: unknown): value is T => value instanceof type || nameOf(value) === name;
}

export function isShopkitError(value: unknown): value is ShopkitError {
  const name = nameOf(value);
  return value instanceof ShopkitError || (typeof name === 'string' && /^Shopkit\w*Error$/.test(name));
}
export const isShopkitConfigError = guard(ShopkitConfigError, 'ShopkitConfigError');
export const isShopkitScopeError = guard(ShopkitScopeError, 'ShopkitScopeError');
export const isShopkitHttpError = guard(ShopkitHttpError, 'ShopkitHttpError');
export const isShopkitNetworkError = guard(ShopkitNetworkError, 'ShopkitNetworkError');
export const isShopkitTimeoutError = guard(ShopkitTimeoutError, 'ShopkitTimeoutError');
export const isShopkitCheckoutError = guard(ShopkitCheckoutError, 'ShopkitCheckoutError');
export const isShopkitDiscountError = guard(ShopkitDiscountError, 'ShopkitDiscountError');
