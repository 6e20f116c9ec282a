import { ShopkitConfigError, redactKey } from '../../../src/index.ts';

/**
 * The error for a malformed configuration attribute: it names the attribute, quotes the value (a key is always
 * redacted, so its secret never reaches a message or the console) and says what was wrong.
 */
export function attributeError(name: string, value: string, detail: string): ShopkitConfigError {
  // Any key-shaped value is redacted, whichever attribute it was pasted into (a shop_pat_ token in data-currency...).
  const shown = name === 'data-publishable-key' || /shop_(pk|pat|sk)_/.test(value) ? redactKey(value.trim()) : value;
  return new ShopkitConfigError(`Shopkit: attribute ${name}="${shown}" is not valid; ${detail}.`, { field: name });
}
