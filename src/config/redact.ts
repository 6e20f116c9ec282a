// Quoting values in error messages: keys are always redacted; objects are described, not dumped.
import { redactKey } from './publishable-key.ts';

export function quote(value: unknown): string {
  if (typeof value === 'string') {
    const safe = /^shop_(pk|pat|sk)_/.test(value) ? redactKey(value) : value;
    return JSON.stringify(safe);
  }
  if (value === null || value === undefined || typeof value !== 'object') return String(value);
  return Array.isArray(value) ? `an array of ${value.length}` : 'an object';
}
