import { ShopkitError, type ShopkitErrorOptions } from './shopkit-error.ts';

export interface ShopkitConfigErrorOptions extends ShopkitErrorOptions {
  /** The config field or argument at fault (also named in the message). */
  field?: string;
}

/**
 * Bad configuration or argument: the message names the field and quotes the (redacted) value.
 * `new ShopkitConfigError(field, detail)` gives the message `field: detail`; `new ShopkitConfigError(message, {field})`
 * takes the message as is.
 */
export class ShopkitConfigError extends ShopkitError {
  override name = 'ShopkitConfigError' as const;
  declare readonly field: string | null;

  constructor(
    fieldOrMessage: string,
    detailOrOptions?: string | ShopkitConfigErrorOptions,
    options: ShopkitConfigErrorOptions = {},
  ) {
    const byField = typeof detailOrOptions === 'string';
    const opts = byField ? options : (detailOrOptions ?? {});
    const field = byField ? fieldOrMessage : (opts.field ?? null);
    super(byField ? `${fieldOrMessage}: ${detailOrOptions}` : fieldOrMessage, {
      ...opts,
      context: { field, ...opts.context },
    });
  }
}

/** `field: detail`, with the field recorded on the error. */
export function fieldError(field: string, detail: string): ShopkitConfigError {
  return new ShopkitConfigError(field, detail);
}
