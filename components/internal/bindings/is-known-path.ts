// Whether a binding's path names a field of a scope whose every field is always present (the cart scope): a path
// that walks into a missing field is a mistake in the markup, while one that stops at null, undefined or past the end
// of a list is data that is not there yet. Used through the bindings engine's `checkPath` hook, only by such owners.
import { FORBIDDEN } from './resolve-path.ts';

/**
 * Whether `path` names a field the scope has: false when a step is missing from a record (`cart.totl`), true when the
 * walk reaches a value or stops at null, undefined or a list index past the end (an empty list, no image yet).
 */
export function isKnownPath(scope: unknown, path: string): boolean {
  let value: unknown = scope;
  for (const step of path.trim().replace(/^!/, '').trim().split('.')) {
    if (value === null || value === undefined) return true;
    if (typeof value !== 'object' || FORBIDDEN.has(step)) return false;
    if (Array.isArray(value) && /^\d+$/.test(step)) {
      value = value[Number(step)];
      continue;
    }
    if (!Object.hasOwn(value, step)) return false;
    value = (value as Record<string, unknown>)[step];
  }
  return true;
}
