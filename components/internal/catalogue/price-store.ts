import type { Product, ShopkitClient } from '../../../src/index.ts';
import { useAnswerMoneyFormat } from './answer-money-format.ts';

const MAX_IDS = 200;

interface Waiter {
  resolve: (product: Product | null) => void;
  reject: (error: unknown) => void;
}

/**
 * Coalesces every price lookup made in the same microtask into one `products.list({ids})` request per currency,
 * and keeps the answers per currency so a switch back costs nothing. The request names the locale the first lookup of
 * the batch shows its price in, and the answer's money format for it prints the first prices without making an
 * Intl.NumberFormat (answer-money-format.ts).
 */
export class PriceStore {
  readonly #client: ShopkitClient;
  readonly #cache = new Map<string, Map<string, Promise<Product | null>>>();
  readonly #pending = new Map<string, { locale: string | undefined; waiters: Map<string, Waiter> }>();

  constructor(client: ShopkitClient) {
    this.#client = client;
  }

  /** The product in the client's current currency (null when the platform does not know it), shown in `locale`. */
  product(productId: string, locale?: string): Promise<Product | null> {
    const currency = this.#client.currency ?? '';
    let byId = this.#cache.get(currency);
    if (!byId) this.#cache.set(currency, (byId = new Map()));
    let found = byId.get(productId);
    if (!found) {
      found = new Promise<Product | null>((resolve, reject) =>
        this.#enqueue(currency, productId, locale, { resolve, reject }),
      );
      byId.set(productId, found);
      found.catch(() => byId.delete(productId));
    }
    return found;
  }

  #enqueue(currency: string, id: string, locale: string | undefined, waiter: Waiter): void {
    let batch = this.#pending.get(currency);
    if (!batch) {
      this.#pending.set(currency, (batch = { locale, waiters: new Map() }));
      queueMicrotask(() => void this.#flush(currency));
    }
    batch.locale ??= locale;
    batch.waiters.set(id, waiter);
  }

  async #flush(currency: string): Promise<void> {
    const { locale, waiters } = this.#pending.get(currency)!;
    this.#pending.delete(currency);
    const ids = [...waiters.keys()];
    try {
      const found = new Map<string, Product>();
      for (let start = 0; start < ids.length; start += MAX_IDS) {
        const chunk = ids.slice(start, start + MAX_IDS);
        const page = await this.#client.products.list(
          { ids: chunk, limit: chunk.length },
          { ...(currency ? { currency } : {}), ...(locale ? { locale } : {}) },
        );
        if (locale) useAnswerMoneyFormat(locale, page.format);
        for (const product of page.data) found.set(product.id, product);
      }
      for (const [id, waiter] of waiters) waiter.resolve(found.get(id) ?? null);
    } catch (error) {
      for (const waiter of waiters.values()) waiter.reject(error);
    }
  }
}

const STORES = new WeakMap<ShopkitClient, PriceStore>();

export function priceStoreFor(client: ShopkitClient): PriceStore {
  let store = STORES.get(client);
  if (!store) STORES.set(client, (store = new PriceStore(client)));
  return store;
}
