import type { Category, Product, Shop, ShopkitClient } from '../../src/index.ts';

/** What the demo site renders its pages from: the shop, its categories and every product, in the shop's currency. */
export interface CatalogueSnapshot {
  shop: Shop;
  categories: Category[];
  products: Product[];
}

export interface Catalogue {
  /** The cached snapshot, reloaded through the client when older than `ttlMs` (one load in flight at a time). */
  load(): Promise<CatalogueSnapshot>;
  bySlug(slug: string): Promise<Product | null>;
}

export interface CatalogueOptions {
  ttlMs?: number;
  now?: () => number;
}

const PAGE_LIMIT = 200;

async function listAllProducts(client: ShopkitClient): Promise<Product[]> {
  const products: Product[] = [];
  let cursor: string | null = null;
  do {
    const page = await client.products.list({ limit: PAGE_LIMIT, cursor });
    products.push(...page.data);
    cursor = page.nextCursor;
  } while (cursor !== null);
  return products;
}

/**
 * The merchant-server side of the demo: the catalogue read with the Shopkit core client over HTTP, as a merchant's
 * own server or static-site generator would, cached so page views do not each cost platform requests.
 */
export function createCatalogue(client: ShopkitClient, options: CatalogueOptions = {}): Catalogue {
  const ttlMs = options.ttlMs ?? 60_000;
  const now = options.now ?? Date.now;
  let cached: { at: number; snapshot: CatalogueSnapshot } | null = null;
  let inFlight: Promise<CatalogueSnapshot> | null = null;

  async function fetchSnapshot(): Promise<CatalogueSnapshot> {
    const [shop, categories, products] = await Promise.all([
      client.shop.get(),
      client.categories.list(),
      listAllProducts(client),
    ]);
    return { shop, categories, products };
  }

  function load(): Promise<CatalogueSnapshot> {
    if (cached && now() - cached.at < ttlMs) return Promise.resolve(cached.snapshot);
    inFlight ??= fetchSnapshot()
      .then((snapshot) => {
        cached = { at: now(), snapshot };
        return snapshot;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  }

  return {
    load,
    async bySlug(slug) {
      const snapshot = await load();
      return snapshot.products.find((product) => product.slug === slug) ?? null;
    },
  };
}
