// The catalogue as the prerender needs it, read through the public Commerce API v2 with the publishable key (the same
// client the elements use): the shop, its categories and every product, in the shop's base currency (no `currency=`).
import type { Category, Page, Product, Shop, ShopkitClient } from '../src/index.ts';
import { PrerenderError } from './prerender-error.ts';

export interface Catalogue {
  shop: Shop;
  categories: Category[];
  products: Product[];
}

const PAGE_SIZE = 200;
/** A bound on the pages read, so an API that keeps answering with a next cursor cannot keep the command running. */
const MAX_PAGES = 500;

export async function readAllProducts(client: ShopkitClient): Promise<Product[]> {
  const products: Product[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < MAX_PAGES; pages += 1) {
    const page: Page<Product> = await client.products.list({ limit: PAGE_SIZE, cursor });
    products.push(...page.data);
    cursor = page.nextCursor;
    if (cursor === null) return products;
  }
  throw new PrerenderError(`the product list did not end after ${MAX_PAGES} pages of ${PAGE_SIZE}`);
}

export async function readCatalogue(client: ShopkitClient): Promise<Catalogue> {
  const [shop, categories, products] = await Promise.all([
    client.shop.get(),
    client.categories.list(),
    readAllProducts(client),
  ]);
  return { shop, categories, products };
}
