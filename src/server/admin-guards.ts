// Guards that check `instanceof` and fall back to `name`, so two copies of the package can share one process.
import { ShopkitAdminAuthError } from './shopkit-admin-auth-error.ts';
import { ShopkitAdminHttpError } from './shopkit-admin-http-error.ts';

const nameOf = (value: unknown): unknown => (value instanceof Error ? value.name : undefined);

export function isShopkitAdminAuthError(value: unknown): value is ShopkitAdminAuthError {
  return value instanceof ShopkitAdminAuthError || nameOf(value) === 'ShopkitAdminAuthError';
}

export function isShopkitAdminHttpError(value: unknown): value is ShopkitAdminHttpError {
  return value instanceof ShopkitAdminHttpError || nameOf(value) === 'ShopkitAdminHttpError';
}
