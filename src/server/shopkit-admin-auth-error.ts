import { ShopkitError } from '../errors/shopkit-error.ts';

/** REST v1 answered 401: the key is missing, unknown, revoked or malformed. The message never carries the key. */
export class ShopkitAdminAuthError extends ShopkitError {
  override name = 'ShopkitAdminAuthError' as const;
  readonly status = 401 as const;
  readonly method: string;
  readonly path: string;
  readonly key: string;

  constructor(init: { method: string; path: string; key: string; detail: string }) {
    super(`${init.method} ${init.path} answered 401 for key ${init.key}: ${init.detail}`, {
      context: { status: 401, method: init.method, path: init.path, key: init.key },
    });
    this.method = init.method;
    this.path = init.path;
    this.key = init.key;
  }
}
