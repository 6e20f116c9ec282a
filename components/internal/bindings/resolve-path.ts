// Reads a value from a scope by a dotted path (`product.images.0.url`). Paths, never expressions: a path walks only
// the records' own fields and array indices, a missing branch gives undefined, and nothing is ever evaluated.

export const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);

/** The value at `path` in `scope`, or undefined when any step is missing (never throws). */
export function resolvePath(scope: unknown, path: string): unknown {
  let value: unknown = scope;
  for (const step of path.split('.')) {
    if (value === null || typeof value !== 'object' || FORBIDDEN.has(step) || !Object.hasOwn(value, step))
      return undefined;
    value = (value as Record<string, unknown>)[step];
  }
  return value;
}

/** Whether a value counts as true for show, hide and class bindings: an empty list and an empty text do not. */
export function isTruthy(value: unknown): boolean {
  return Array.isArray(value) ? value.length > 0 : Boolean(value);
}

/** A binding's path with an optional leading `!`: the value, or (negated) whether it is false. */
export function readBinding(scope: unknown, spec: string): unknown {
  const path = spec.trim();
  if (path.startsWith('!')) return !isTruthy(resolvePath(scope, path.slice(1).trim()));
  return resolvePath(scope, path);
}

/** A value as text: strings and numbers as they are, lists of them joined with ", ", anything else empty. */
export function toText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (Array.isArray(value))
    return value
      .filter((item) => typeof item === 'string' || typeof item === 'number')
      .map(String)
      .join(', ');
  return '';
}
