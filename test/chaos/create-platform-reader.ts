// Reads a cart straight from the commerce API, independent of the client under test: a plain fetch with the
// publishable key, retried until the platform gives a real answer (a GET is safe to repeat under injected faults).
import type { PlatformCart } from './check-cart.ts';
import type { Fetch } from './create-wire-log.ts';

export interface PlatformReader {
  /** The cart, or null when the platform says it does not exist (404) or is gone (410). */
  cart(cartId: string, currency?: string | null): Promise<PlatformCart | null>;
}

export interface ReaderOptions {
  apiUrl: string;
  key: () => string;
  fetch?: Fetch;
  maxAttempts?: number;
}

export function createPlatformReader(options: ReaderOptions): PlatformReader {
  const fetchFn = options.fetch ?? ((input, init) => fetch(input, init));
  const maxAttempts = options.maxAttempts ?? 25;
  return {
    async cart(cartId, currency = null) {
      const query = currency ? `?currency=${encodeURIComponent(currency)}` : '';
      const url = `${options.apiUrl}/v2/cart/${encodeURIComponent(cartId)}${query}`;
      let last = '';
      for (let attempt = 1; attempt <= maxAttempts; attempt++) {
        try {
          const response = await fetchFn(url, {
            headers: { authorization: `Bearer ${options.key()}`, accept: 'application/json' },
          });
          if (response.status === 404 || response.status === 410) return null;
          if (response.ok) return (await response.json()) as PlatformCart;
          last = `status ${response.status}`;
          await response.arrayBuffer();
          if (response.status !== 429 && response.status < 500) break;
        } catch (error) {
          last = error instanceof Error ? error.message : String(error);
        }
      }
      throw new Error(`could not read cart ${cartId} from the platform after ${maxAttempts} attempts (last: ${last})`);
    },
  };
}
