import { ShopkitError, type ShopkitErrorOptions } from './shopkit-error.ts';

/** A checkout hand-off that cannot go ahead: an untrusted URL, no cart, or navigation without a browser. */
export class ShopkitCheckoutError extends ShopkitError {
  override name = 'ShopkitCheckoutError' as const;
  declare readonly reason: string;

  constructor(reason: string, message: string, options: ShopkitErrorOptions = {}) {
    super(message, { ...options, context: { reason, ...options.context } });
  }
}
