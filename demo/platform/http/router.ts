// A tiny router: `GET /v2/products/:id` patterns, matched in order. Knows which methods a path allows, for 405.
// A path parameter named like an object's own machinery (`__proto__`, `constructor`, `prototype`) is refused with a
// 400 before any handler can use it as a key.
import { invalid } from './api-error.ts';

/** Names that must never reach a handler as an id: as object keys they reach the prototype chain. */
export const RESERVED_IDS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

export interface Route<T> {
  method: string;
  pattern: string;
  value: T;
}

interface CompiledRoute<T> extends Route<T> {
  regex: RegExp;
  keys: string[];
}

export type RouteMatch<T> =
  | { kind: 'found'; value: T; params: Record<string, string>; pattern: string }
  | { kind: 'method_not_allowed'; allow: string[] }
  | { kind: 'not_found' };

export interface Router<T> {
  add(method: string, pattern: string, value: T): Router<T>;
  match(method: string, path: string): RouteMatch<T>;
  routes(): ReadonlyArray<Route<T>>;
}

export function createRouter<T>(): Router<T> {
  const compiled: CompiledRoute<T>[] = [];
  const router: Router<T> = {
    add(method, pattern, value) {
      const keys: string[] = [];
      const source = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_, key: string) => {
        keys.push(key);
        return '([^/]+)';
      });
      compiled.push({ method, pattern, value, keys, regex: new RegExp(`^${source}/?$`) });
      return router;
    },
    match(method, path) {
      const allow: string[] = [];
      for (const route of compiled) {
        const found = route.regex.exec(path);
        if (!found) continue;
        if (route.method !== method) {
          allow.push(route.method);
          continue;
        }
        const params: Record<string, string> = {};
        route.keys.forEach((key, index) => {
          const value = safeDecode(found[index + 1] ?? '');
          if (RESERVED_IDS.has(value)) throw invalid(key, value, 'is a reserved name, never an id');
          params[key] = value;
        });
        return { kind: 'found', value: route.value, params, pattern: route.pattern };
      }
      return allow.length > 0 ? { kind: 'method_not_allowed', allow } : { kind: 'not_found' };
    },
    routes: () => compiled,
  };
  return router;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
