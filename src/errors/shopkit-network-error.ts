import { ShopkitError } from './shopkit-error.ts';

/** The request never got an answer (DNS, connection reset, CORS, offline). */
export class ShopkitNetworkError extends ShopkitError {
  override name = 'ShopkitNetworkError' as const;
  declare readonly method: string;
  declare readonly path: string;

  constructor(method: string, path: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`${method} ${path} failed: ${reason}`, { cause, context: { method, path } });
  }
}
