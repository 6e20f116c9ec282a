// A client over the fake fetch that serves a small catalogue (by id, by slug, list, ids and search, with paging cursors)
// priced per ?currency= (EUR is a tenth of SEK), with the money format of ?locale= when the platform's cases have it,
// so catalogue element tests can assert what crosses the wire.
import { createShopkitClient } from '../../../src/index.ts';
import type { Product, ShopkitClient } from '../../../src/index.ts';
import { createFakeFetch, errorReply, type FakeFetch, type RecordedRequest } from '../../helpers/fake-fetch.ts';
import { MONEY_FORMATS } from '../../helpers/money-format-cases.ts';
import { DEMO_KEY, makeImage, makeOptionsProduct, makeProduct, makeShop, makeVariant } from '../../helpers/fixtures.ts';

/**
 * The lamp's picture, served by the test server itself: a picture on the internet fails at once on a machine without
 * it, and <shop-product-image> then shows its empty box instead of the `<img>` a test is looking at.
 */
export const LAMP_IMAGE_URL = new URL('./lamp.svg', import.meta.url).href;

export const CATALOGUE: Product[] = [
  makeProduct(),
  makeOptionsProduct(),
  makeProduct({
    id: 'prod_lamp',
    slug: 'lamp',
    name: 'Lamp',
    categoryIds: ['cat_lighting'],
    price: 59900,
    compareAtPrice: 79900,
    images: [makeImage({ url: LAMP_IMAGE_URL, alt: '' })],
    variants: [makeVariant({ id: 'var_lamp', price: 59900, compareAtPrice: 79900, stock: 3 })],
  }),
  makeProduct({
    id: 'prod_card',
    slug: 'card',
    name: 'Card',
    categoryIds: ['cat_paper'],
    price: 4900,
    images: [],
    description: '<p>Folded <em>card</em>.</p>',
    variants: [makeVariant({ id: 'var_card', price: 4900, stock: 0, available: false })],
    available: false,
  }),
];

export interface CatalogueShop {
  client: ShopkitClient;
  fake: FakeFetch;
}

/** The format a platform gives for the request's `locale=` in `currency`, as an answer's fields. */
function formatFor(request: RecordedRequest, currency: string) {
  const locale = request.query.get('locale');
  const format = MONEY_FORMATS.find((f) => f.locale === locale && f.currency === currency);
  return format ? { format } : {};
}

const currencyOf = (request: RecordedRequest) => (request.query.get('currency') === 'EUR' ? 'EUR' : 'SEK');

function priced(product: Product, request: RecordedRequest): Product {
  const eur = request.query.get('currency') === 'EUR';
  const f = (amount: number): number => (eur ? Math.round(amount / 10) : amount);
  return {
    ...product,
    currency: eur ? 'EUR' : 'SEK',
    price: f(product.price),
    compareAtPrice: product.compareAtPrice === null ? null : f(product.compareAtPrice),
    variants: product.variants.map((v) => ({
      ...v,
      price: f(v.price),
      compareAtPrice: v.compareAtPrice === null ? null : f(v.compareAtPrice),
    })),
  };
}

function pageOf(products: Product[], request: RecordedRequest) {
  const limit = Number(request.query.get('limit') ?? 50);
  const offset = Number(request.query.get('cursor')?.slice(1) ?? 0);
  return {
    data: products.slice(offset, offset + limit).map((p) => priced(p, request)),
    nextCursor: offset + limit < products.length ? `o${offset + limit}` : null,
    previousCursor: offset > 0 ? `o${Math.max(0, offset - limit)}` : null,
    ...formatFor(request, currencyOf(request)),
  };
}

export function createCatalogueShop(products: Product[] = CATALOGUE): CatalogueShop {
  const inCategory = (request: RecordedRequest): Product[] => {
    const category = request.query.get('category');
    // `ids=`: those products in the order asked, as the platform answers a batch of prices.
    const ids = request.query.get('ids')?.split(',');
    const listed = ids ? ids.flatMap((id) => products.filter((p) => p.id === id)) : products;
    return category ? listed.filter((p) => p.categoryIds.includes(category)) : listed;
  };
  const fake = createFakeFetch({
    'GET /v2/shop': () => ({ body: makeShop() }),
    'GET /v2/products': (request) => ({ body: pageOf(inCategory(request), request) }),
    'GET /v2/products/search': (request) => {
      const q = (request.query.get('q') ?? '').toLowerCase();
      const found = inCategory(request).filter((p) => p.name.toLowerCase().includes(q));
      if (request.query.get('sort') === 'name_asc') found.sort((a, b) => a.name.localeCompare(b.name));
      return { body: pageOf(found, request) };
    },
    'GET /v2/products/by-slug/*': (request) => {
      const found = products.find((p) => p.slug === request.path.split('/').pop());
      return found
        ? { body: { ...priced(found, request), ...formatFor(request, currencyOf(request)) } }
        : errorReply(404, 'not_found');
    },
    'GET /v2/products/*': (request) => {
      const found = products.find((p) => p.id === request.path.split('/').pop());
      return found
        ? { body: { ...priced(found, request), ...formatFor(request, currencyOf(request)) } }
        : errorReply(404, 'not_found');
    },
  });
  const client = createShopkitClient({
    publishableKey: DEMO_KEY,
    apiUrl: 'https://api.shop.test',
    fetch: fake.fetch,
    storage: 'memory',
    maxRetries: 0,
    consent: false,
  });
  return { client, fake };
}

/** `METHOD /path?query` of every request so far. */
export const wire = (fake: FakeFetch): string[] =>
  fake.requests.map((r) => `${r.method} ${r.path}${r.query.size ? `?${r.query}` : ''}`);
