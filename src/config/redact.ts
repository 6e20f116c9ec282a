// Quoting values in error messages: keys are always redacted; objects are described, not dumped.
import { type ShopkitConfigError, fieldError } from '../errors/shopkit-config-error.ts';
import { redactKey } from './publishable-key.ts';

export function quote(value: unknown): string {
  if (typeof value === 'string') {
    const safe = /^shop_(pk|pat|sk)_/.test(value) ? redactKey(value) : value;
    return JSON.stringify(safe);
  }
  if (value === null || value === undefined || typeof value !== 'object') return String(value);
  return Array.isArray(value) ? `an array of ${value.length}` : 'an object';
}

/** The error for a config field or argument that is not what it should be: `field: expected <what>; got <value>`. */
export function expected(field: string, what: string, value: unknown): ShopkitConfigError {
  return fieldError(field, `expected ${what}; got ${quote(value)}`);
}
