import type { Product, ShopkitClient } from '../../../src/index.ts';

const MAX_IDS = 200;

interface Waiter {
  resolve: (product: Product | null) => void;
  reject: (error: unknown) => void;
}

/**
 * Coalesces every price lookup made in the same microtask into one `products.list({ids})` request per currency,
 * and keeps the answers per currency so a switch back costs nothing.
 */
export class PriceStore {
  readonly #client: ShopkitClient;
  readonly #cache = new Map<string, Map<string, Promise<Product | null>>>();
  readonly #pending = new Map<string, Map<string, Waiter>>();

  constructor(client: ShopkitClient) {
    this.#client = client;
  }

  /** The product in the client's current currency (null when the platform does not know it). */
  product(productId: string): Promise<Product | null> {
    const currency = this.#client.currency ?? '';
    let byId = this.#cache.get(currency);
    if (!byId) this.#cache.set(currency, (byId = new Map()));
    let found = byId.get(productId);
    if (!found) {
      found = new Promise<Product | null>((resolve, reject) => this.#enqueue(currency, productId, resolve, reject));
      byId.set(productId, found);
      found.catch(() => byId.delete(productId));
    }
    return found;
  }

  #enqueue(
    currency: string,
    id: string,
    resolve: (product: Product | null) => void,
    reject: (error: unknown) => void,
  ): void {
    let batch = this.#pending.get(currency);
    if (!batch) {
      this.#pending.set(currency, (batch = new Map()));
      queueMicrotask(() => void this.#flush(currency));
    }
    batch.set(id, { resolve, reject });
  }

  async #flush(currency: string): Promise<void> {
    const batch = this.#pending.get(currency)!;
    this.#pending.delete(currency);
    const ids = [...batch.keys()];
    try {
      const found = new Map<string, Product>();
      for (let start = 0; start < ids.length; start += MAX_IDS) {
        const chunk = ids.slice(start, start + MAX_IDS);
        const page = await this.#client.products.list(
          { ids: chunk, limit: chunk.length },
          currency ? { currency } : {},
        );
        for (const product of page.data) found.set(product.id, product);
      }
      for (const [id, waiter] of batch) waiter.resolve(found.get(id) ?? null);
    } catch (error) {
      for (const waiter of batch.values()) waiter.reject(error);
    }
  }
}

const STORES = new WeakMap<ShopkitClient, PriceStore>();

export function priceStoreFor(client: ShopkitClient): PriceStore {
  let store = STORES.get(client);
  if (!store) STORES.set(client, (store = new PriceStore(client)));
  return store;
}
