// Data before code: the script tag's core calls this as soon as it has found the Shopkit elements on the page and
// made the client, while their code is still on its way. It starts what each element will read first, through the
// same stores the elements read through, so an element takes the answer already on its way instead of asking again:
// the remembered cart (never creating one), the shop, the prices of `product-id` prices, a list's first page, a
// product. An element not on the page reads nothing; one inside a product or a list row reads through its owner.
import type { ShopkitClient } from '../../../src/index.ts';
import { getDefaultState, resolveScopedClient, type ClientState } from '../config/client-registry.ts';
import { readShopOnce } from '../config/shop-read.ts';
import { cartStoreFor } from '../cart/cart-store.ts';
import { keepRead } from './early-read-cache.ts';
import {
  firstListQuery,
  isSearchQuery,
  listReadKey,
  readListPage,
  type ListQuery,
} from '../catalogue/list/list-query.ts';
import { matchListFolders } from '../catalogue/list/list-folders.ts';
import { PRERENDERED_QUERY } from '../catalogue/prerender-marks.ts';
import { readQueryMark } from '../catalogue/list/read-query-mark.ts';
import { priceStoreFor } from '../catalogue/price-store.ts';
import { productLookup, productReadKey } from '../catalogue/product-url.ts';
import { warmMoneyFormat } from './warm-money-format.ts';
import { elementLocale } from '../base/element-locale.ts';

/** Starts an element's first read; `locale` is the configured one its prices will be formatted in, if any. */
type Starter = (element: Element, client: ShopkitClient, locale: string | null) => void;

/**
 * The query a list reads first. A list whose URL is a path (`sync-url="path"`, category and page as folders) is read
 * early with nothing in the query string: on the prerendered page written for it (its query mark), or on a path that
 * names neither a category nor a page (its first page, read from its attributes). Anywhere else it reads once its
 * code is here.
 */
export function earlyListQuery(list: Element): ListQuery | null {
  if (list.getAttribute('sync-url') !== 'path') return firstListQuery(list, location.search);
  if (location.search) return null;
  const marked = readQueryMark(list.getAttribute(PRERENDERED_QUERY));
  if (marked) return marked;
  const { page, category } = matchListFolders(location.pathname);
  return page || category ? null : firstListQuery(list, '');
}

const ignore = (): undefined => undefined;
const readCart: Starter = (_element, client) => void cartStoreFor(client).reload();

const STARTERS: Readonly<Record<string, Starter>> = {
  'shop-cart': readCart,
  'shop-checkout-button': readCart,
  'shop-currency-select': (_element, client) => void readShopOnce(client).catch(ignore),
  'shop-price': (element, client, locale) => {
    const id = element.getAttribute('product-id');
    if (!id) return;
    // Read in the price's locale: the answer gives its format, and the first price is shown without Intl's.
    void priceStoreFor(client).product(id, elementLocale(element, locale)).catch(ignore);
  },
  // A list's plain page and a product give their prices' format in the element's locale (the first prices are shown
  // without making an Intl.NumberFormat); without it, the number format's data loads while the answer is on its way.
  'shop-product-list': (element, client, locale) => {
    const query = earlyListQuery(element);
    const shownIn = elementLocale(element, locale);
    if (query)
      keepRead(client, listReadKey(query, client.currency), () =>
        readListPage(client, query, new AbortController().signal, shownIn),
      );
    if (!query || isSearchQuery(query)) warmMoneyFormat(shownIn);
  },
  'shop-product': (element, client, locale) => {
    const lookup = productLookup((name) => element.getAttribute(name), location);
    if (!lookup) return;
    const options = { locale: elementLocale(element, locale) };
    keepRead(client, productReadKey(lookup, client.currency), () =>
      lookup.id ? client.products.get(lookup.id, options) : client.products.getBySlug(lookup.slug!, options),
    );
  },
};

/** The client an element will use (its wrapper's, else the default one) with its locale; null if the page set one. */
function clientOf(element: Element): ClientState | null {
  // A client the page set on the element before its code arrived is the element's own business.
  if (Object.hasOwn(element, 'client')) return null;
  return resolveScopedClient(element) ?? getDefaultState();
}

/** Starts the first reads of every Shopkit element in `root` that reads as it shows. */
export function startEarlyReads(root: ParentNode): void {
  for (const [tag, start] of Object.entries(STARTERS)) {
    for (const element of root.querySelectorAll(tag)) {
      const state = clientOf(element);
      if (state?.client) start(element, state.client, state.locale);
    }
  }
}
