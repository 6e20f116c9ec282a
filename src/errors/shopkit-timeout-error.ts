import { ShopkitError } from './shopkit-error.ts';

/** One attempt took longer than `timeoutMs`. */
export class ShopkitTimeoutError extends ShopkitError {
  override name = 'ShopkitTimeoutError' as const;
  declare readonly method: string;
  declare readonly path: string;
  declare readonly timeoutMs: number;

  constructor(method: string, path: string, timeoutMs: number) {
    super(`${method} ${path} timed out after ${timeoutMs} ms`, { context: { method, path, timeoutMs } });
  }
}
