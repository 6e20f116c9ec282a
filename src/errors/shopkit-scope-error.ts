import { ShopkitError } from './shopkit-error.ts';

/** The operation needs a scope that the declared scopes do not cover; thrown before any request is sent. */
export class ShopkitScopeError extends ShopkitError {
  override name = 'ShopkitScopeError' as const;
  declare readonly scope: string;
  declare readonly operation: string;

  constructor(scope: string, operation: string, declared: readonly string[]) {
    super(`${operation} needs scope ${scope}; declared: ${declared.join(', ')}`, {
      context: { scope, operation },
    });
  }
}
