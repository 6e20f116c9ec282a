// The catalogue as the prerender needs it, read through the public Commerce API v2 with the publishable key (the same
// client the elements use), in the shop's base currency (no `currency=`): the shop and its categories at once, and the
// products a page of the catalogue at a time, the next page read while the one before is being rendered, so at most
// two pages of products are in memory however large the catalogue.
import type { Category, Page, Product, Shop, ShopkitClient } from '../src/index.ts';
import { PrerenderError } from './prerender-error.ts';

export interface ShopBasics {
  shop: Shop;
  categories: Category[];
}

export const PRODUCT_PAGE_SIZE = 200;
/** A bound on the pages read (a million products), so an API that keeps answering with a next cursor cannot keep the
 * command running. */
const MAX_PAGES = 5000;

export async function readShopBasics(client: ShopkitClient): Promise<ShopBasics> {
  const [shop, categories] = await Promise.all([client.shop.get(), client.categories.list()]);
  return { shop, categories };
}

/** Every product of the catalogue, in catalogue order, one page of the API at a time. */
export async function* readProductPages(client: ShopkitClient): AsyncGenerator<Product[]> {
  const read = (cursor: string | null): Promise<Page<Product>> =>
    client.products.list({ limit: PRODUCT_PAGE_SIZE, cursor });
  let page = await read(null);
  for (let pages = 1; ; pages += 1) {
    if (page.nextCursor !== null && pages >= MAX_PAGES)
      throw new PrerenderError(`the product list did not end after ${MAX_PAGES} pages of ${PRODUCT_PAGE_SIZE}`);
    const next = page.nextCursor === null ? null : read(page.nextCursor);
    // A read that fails while this page is rendered is reported when its turn comes, not as an unhandled rejection.
    next?.catch(() => undefined);
    yield page.data;
    if (!next) return;
    page = await next;
  }
}
