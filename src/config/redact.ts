// Quoting values in error messages: keys are always redacted, other values shortened.
import { redactKey } from './publishable-key.ts';

export function quote(value: unknown): string {
  if (typeof value === 'string') {
    const safe = /^shop_(pk|pat|sk)_/.test(value) ? redactKey(value) : value;
    return JSON.stringify(safe.length > 80 ? `${safe.slice(0, 77)}...` : safe);
  }
  if (value === null || value === undefined || typeof value !== 'object') return String(value);
  return Array.isArray(value) ? 'an array' : 'an object';
}
