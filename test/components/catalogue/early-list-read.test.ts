// A list takes the first read the script tag started early from its attributes and the page URL (loading/early-reads.ts
// builds its query with firstListQuery), so the two must name the same request: here the early read is started the
// way the script tag starts it, and the list connected afterwards must make no request of its own.
import { expect } from '@open-wc/testing';
import '../define-elements.ts';
import type { ShopProductListElement } from '../../../components/shop-product-list.ts';
import { keepRead } from '../../../components/internal/loading/early-read-cache.ts';
import {
  firstListQuery,
  listReadKey,
  readListPage,
  type ListQuery,
} from '../../../components/internal/catalogue/list/list-query.ts';
import { earlyListQuery } from '../../../components/internal/loading/early-reads.ts';
import { writeQueryMark } from '../../../components/internal/catalogue/list/query-mark.ts';
import { until } from '../test-shop.ts';
import { createCatalogueShop, wire } from './catalogue-shop.ts';

const ROW =
  '<template><article class="card"><span class="name" data-shop-text="product.name"></span></article></template>';

function listWith(attributes: Record<string, string>): ShopProductListElement {
  const list = document.createElement('shop-product-list');
  for (const [name, value] of Object.entries(attributes)) list.setAttribute(name, value);
  list.innerHTML = ROW;
  return list;
}

const TEST_PAGE = location.pathname;

/** Starts the list's first read as the script tag does, then connects the list: every request by the time it shows. */
async function readEarlyThenShow(list: ShopProductListElement, query: ListQuery): Promise<string[]> {
  const { client, fake } = createCatalogueShop();
  keepRead(client, listReadKey(query, client.currency), () =>
    readListPage(client, query, new AbortController().signal),
  );
  await until(() => fake.requests.length === 1, 'the early read left');
  list.client = client;
  document.body.append(list);
  await until(() => list.state !== 'loading', 'shown');
  return wire(fake);
}

describe('a list and the read started before its code', () => {
  afterEach(() => {
    history.replaceState(null, '', TEST_PAGE);
    document.body.replaceChildren();
  });

  const cases: Array<[string, Record<string, string>, string]> = [
    ['plain attributes', { limit: '3' }, ''],
    ['filters and a sort', { category: 'cat_lighting', sort: 'price_desc', 'min-price': '100' }, ''],
    ['the page URL with sync-url', { 'sync-url': '', limit: '2' }, '?sort=name_asc&cursor=o2&page=2&q=lamp'],
  ];
  for (const [what, attributes, search] of cases) {
    it(`takes the early read and asks nothing more: ${what}`, async () => {
      history.replaceState(null, '', `${location.pathname}${search}`);
      const list = listWith(attributes);
      expect(await readEarlyThenShow(list, firstListQuery(list, location.search))).to.have.length(1);
    });
  }

  it('reads for itself when its attributes changed after the early read started', async () => {
    const { client, fake } = createCatalogueShop();
    const list = listWith({ limit: '3' });
    const query = firstListQuery(list, '');
    keepRead(client, listReadKey(query, client.currency), () =>
      readListPage(client, query, new AbortController().signal),
    );
    list.setAttribute('category', 'cat_lighting');
    list.client = client;
    document.body.append(list);
    await until(() => list.state !== 'loading', 'shown');
    expect(wire(fake)).to.deep.equal([
      'GET /v2/products?limit=3',
      'GET /v2/products?limit=3&category=cat_lighting&locale=en-US',
    ]);
    expect([...list.querySelectorAll('.name')].map((name) => name.textContent)).to.deep.equal(['Lamp']);
  });

  it('takes the early read of a path list on its first page, which names no folder of the list', async () => {
    history.replaceState(null, '', TEST_PAGE.replace(/[^/]*$/, ''));
    const list = listWith({ 'sync-url': 'path', category: 'cat_lighting', limit: '2' });
    expect(await readEarlyThenShow(list, earlyListQuery(list)!)).to.deep.equal([
      'GET /v2/products?limit=2&category=cat_lighting',
    ]);
  });

  const unread: Array<[string, string]> = [
    ['a category folder', 'category/cat_lighting/'],
    ['a page folder', 'page/2/'],
    ['a query string', '?q=lamp'],
  ];
  for (const [what, place] of unread) {
    it(`leaves a path list that was not prerendered to its own code on ${what}`, () => {
      history.replaceState(null, '', `${TEST_PAGE.replace(/[^/]*$/, '')}${place}`);
      expect(earlyListQuery(listWith({ 'sync-url': 'path', limit: '2' }))).to.equal(null);
    });
  }

  it("takes the early read of a prerendered path page, its cursor from the page's query mark", async () => {
    history.replaceState(null, '', `${TEST_PAGE.replace(/[^/]*$/, '')}category/cat_lighting/page/2/`);
    const list = listWith({ 'sync-url': 'path', limit: '2' });
    const marked = { category: 'cat_lighting', query: '', sort: 'relevance', minPrice: null, maxPrice: null } as const;
    list.setAttribute('data-shop-query', writeQueryMark({ ...marked, limit: 2, cursor: 'o2', page: 2 }));
    expect(await readEarlyThenShow(list, earlyListQuery(list)!)).to.deep.equal([
      'GET /v2/products?limit=2&cursor=o2&category=cat_lighting',
    ]);
  });
});
