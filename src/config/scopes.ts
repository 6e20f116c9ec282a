// The scope catalogue (docs/design.md "Scopes") and the local pre-flight check.
import { ShopkitScopeError } from '../errors/shopkit-scope-error.ts';
import type { ScopeGuard, ShopkitScope } from '../types.ts';
import { expected } from './redact.ts';

export const SHOPKIT_SCOPES: Readonly<Record<ShopkitScope, string>> = Object.freeze({
  'products:read': 'read products and categories',
  'shop:read': 'read the shop',
  'cart:read': 'read a cart',
  'cart:write': 'change a cart',
  'checkout:read': 'read a checkout session',
  'checkout:write': 'start a checkout',
  'consent:write': 'record a consent decision in the consent log',
  'storefront:read': 'read a campaign storefront',
  'customer:read': "read the signed-in shopper's account and orders",
  'customer:write': 'sign a shopper in and out, and change their account',
});

export const DEFAULT_SHOPKIT_SCOPES: readonly ShopkitScope[] = Object.freeze(
  (Object.keys(SHOPKIT_SCOPES) as ShopkitScope[]).filter((scope) => scope !== 'storefront:read'),
);

/** A list checks every operation against it; null turns the check off; undefined means the default scopes. */
export function createScopeGuard(scopes?: ReadonlyArray<ShopkitScope | string> | null): ScopeGuard {
  const enforced = scopes !== null;
  const list = scopes === undefined || scopes === null ? (enforced ? DEFAULT_SHOPKIT_SCOPES : []) : scopes;
  if (!Array.isArray(list) || list.some((scope) => typeof scope !== 'string')) {
    throw expected('scopes', 'a list or null', scopes);
  }
  const declared: readonly string[] = Object.freeze([...new Set(list as string[])]);
  const has = (scope: string): boolean => !enforced || declared.includes(scope);
  return {
    declared,
    enforced,
    has,
    assert(scope: string, operation: string): void {
      if (!has(scope)) throw new ShopkitScopeError(scope, operation, declared);
    },
  };
}
