// The one environment check of the core: a page has both `window` and `document`.
export type ShopkitEnvironment = 'browser' | 'server';

export function detectEnvironment(): ShopkitEnvironment {
  return typeof window !== 'undefined' && typeof document !== 'undefined' ? 'browser' : 'server';
}
