import { ShopkitError } from './shopkit-error.ts';

/** The operation needs a scope that the declared scopes do not cover; thrown before any request is sent. */
export class ShopkitScopeError extends ShopkitError {
  override name = 'ShopkitScopeError' as const;
  readonly scope: string;
  readonly operation: string;

  constructor(scope: string, operation: string, declared: readonly string[]) {
    super(`${operation} needs scope "${scope}", which is not among the declared scopes [${declared.join(', ')}]`, {
      context: { scope, operation },
    });
    this.scope = scope;
    this.operation = operation;
  }
}
