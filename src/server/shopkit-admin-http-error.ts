import { ShopkitError } from '../errors/shopkit-error.ts';

/** REST v1 answered a non-2xx status other than 401, or a 2xx body that is not the expected JSON. */
export class ShopkitAdminHttpError extends ShopkitError {
  override name = 'ShopkitAdminHttpError' as const;
  readonly status: number;
  readonly method: string;
  readonly path: string;
  readonly body: unknown;

  constructor(init: { status: number; method: string; path: string; body: unknown; detail: string }) {
    super(`${init.method} ${init.path} answered ${init.status}: ${init.detail}`, {
      context: { status: init.status, method: init.method, path: init.path },
    });
    this.status = init.status;
    this.method = init.method;
    this.path = init.path;
    this.body = init.body;
  }
}
