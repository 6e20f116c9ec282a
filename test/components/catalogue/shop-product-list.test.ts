import { expect, fixture, html } from '@open-wc/testing';
import '../define-elements.ts';
import type { ShopProductListElement } from '../../../components/shop-product-list.ts';
import type { ShopProductElement } from '../../../components/shop-product.ts';
import type {
  ShopkitAnalyticsEvent,
  ShopkitCommerceEvent,
} from '../../../components/internal/analytics/commerce-events.ts';
import { makeCart, makeProduct, makeVariant } from '../../helpers/fixtures.ts';
import { until } from '../test-shop.ts';
import { CATALOGUE, createCatalogueShop, wire } from './catalogue-shop.ts';

const MANY = Array.from({ length: 7 }, (_, i) =>
  makeProduct({
    id: `prod_${i + 1}`,
    slug: `p${i + 1}`,
    name: `Product ${i + 1}`,
    price: 1000 * (i + 1),
    variants: [makeVariant({ id: `var_${i + 1}`, price: 1000 * (i + 1) })],
  }),
);

const ROW = html`<template>
    <article class="card" data-shop-class="sold-out:availability.soldOut">
      <a class="link" data-shop-attr="href:product.url" data-shop-text="product.name"></a>
      <span class="pos" data-shop-text="position"></span>
      <shop-price></shop-price>
      <shop-add-to-cart><button type="button">Add</button></shop-add-to-cart>
    </article>
  </template>
  <div class="skeleton" data-shop-state="loading"></div>
  <nav>
    <a class="prev" data-shop-action="previous">Previous</a>
    <a class="next" data-shop-action="next">Next</a>
    <button class="more" type="button" data-shop-action="more">More</button>
  </nav>`;

const names = (list: Element): string[] => [...list.querySelectorAll('.card .link')].map((a) => a.textContent!);

async function mount(markup: (client: unknown) => ReturnType<typeof html>, products = MANY) {
  const shop = createCatalogueShop(products);
  const list = await fixture<ShopProductListElement>(markup(shop.client));
  await until(() => list.state !== 'loading', 'loaded');
  return { ...shop, list };
}

describe('<shop-product-list>', () => {
  afterEach(() => history.replaceState(null, '', location.pathname));

  it('reads one page in one request and inserts one bound row per product as direct children', async () => {
    const { list, fake } = await mount(
      (client) => html`<shop-product-list .client=${client} limit="3" lang="en-GB">${ROW}</shop-product-list>`,
    );
    expect(wire(fake)).to.deep.equal(['GET /v2/products?limit=3&locale=en-GB']);
    expect(list.getAttribute('state')).to.equal('ready');
    expect(names(list)).to.deep.equal(['Product 1', 'Product 2', 'Product 3']);
    expect([...list.children].filter((c) => c.matches('article.card')).every((c) => c.parentElement === list)).to.equal(
      true,
    );
    expect(list.querySelector('.card .link')!.getAttribute('href')).to.equal('/products/p1');
    expect([...list.querySelectorAll('.pos')].map((p) => p.textContent)).to.deep.equal(['1', '2', '3']);
    const price = list.querySelector('shop-price')!;
    expect(price.querySelector('[data-shop-part="price"]')!.textContent, 'written in the row pass').to.contain('10.00');
    expect(fake.requests, 'prices in rows come from the list read').to.have.length(1);
    expect(list.querySelector<HTMLElement>('.skeleton')!.hidden).to.equal(true);
  });

  it("hides the placeholder and a shown-when badge even when the page's CSS gives them a display", async () => {
    const style = document.createElement('style');
    style.textContent = '.grid-skeleton { display: grid; } .badge { display: inline-flex; }';
    document.head.append(style);
    try {
      const { list } = await mount(
        (client) => html`<shop-product-list .client=${client} limit="2">
          <template><article class="card"><span class="badge" data-shop-show="availability.soldOut">Sold out</span></article></template>
          <div class="grid-skeleton" data-shop-state="loading"></div>
        </shop-product-list>`,
      );
      expect(list.state).to.equal('ready');
      expect(getComputedStyle(list.querySelector('.grid-skeleton')!).display).to.equal('none');
      expect([...list.querySelectorAll('.badge')].map((badge) => getComputedStyle(badge).display)).to.deep.equal([
        'none',
        'none',
      ]);
    } finally {
      style.remove();
    }
  });

  it('pages with next and previous through real links, one request each, hidden at the ends', async () => {
    const { list, fake } = await mount(
      (client) => html`<shop-product-list .client=${client} limit="3" sync-url>${ROW}</shop-product-list>`,
    );
    const prev = list.querySelector<HTMLAnchorElement>('.prev')!;
    const next = list.querySelector<HTMLAnchorElement>('.next')!;
    expect(prev.hidden).to.equal(true);
    expect(next.hidden).to.equal(false);
    expect(new URL(next.href).search).to.equal('?cursor=o3&page=2');
    next.click();
    await until(() => names(list)[0] === 'Product 4', 'page 2');
    expect(location.search).to.equal('?cursor=o3&page=2');
    expect(prev.hidden).to.equal(false);
    next.click();
    await until(() => names(list)[0] === 'Product 7', 'page 3');
    expect(next.hidden).to.equal(true);
    prev.click();
    await until(() => names(list)[0] === 'Product 4', 'back to page 2');
    expect(wire(fake)).to.deep.equal([
      'GET /v2/products?limit=3&locale=en-US',
      'GET /v2/products?limit=3&cursor=o3&locale=en-US',
      'GET /v2/products?limit=3&cursor=o6&locale=en-US',
      'GET /v2/products?limit=3&cursor=o3&locale=en-US',
    ]);
  });

  it('restores the page from the URL after the back button (popstate)', async () => {
    const { list, fake } = await mount(
      (client) => html`<shop-product-list .client=${client} limit="3" sync-url>${ROW}</shop-product-list>`,
    );
    list.next();
    await until(() => names(list)[0] === 'Product 4', 'page 2');
    history.back();
    await until(() => names(list)[0] === 'Product 1', 'page 1 again');
    expect(fake.requests).to.have.length(3);
  });

  it('appends with "more" and rereads every shown row in one request on a currency switch', async () => {
    const { list, fake, client } = await mount(
      (client) => html`<shop-product-list .client=${client} limit="3" paging="more">${ROW}</shop-product-list>`,
    );
    list.querySelector<HTMLButtonElement>('.more')!.click();
    await until(() => names(list).length === 6, 'six rows');
    const first = list.querySelector('article');
    await (client as import('../../../src/index.ts').ShopkitClient).setCurrency('EUR');
    await until(() => list.products[0]!.currency === 'EUR', 'repriced');
    expect(wire(fake).slice(2)).to.deep.equal(['GET /v2/products?limit=6&locale=en-US&currency=EUR']);
    expect(list.querySelector('article'), 'the rows stay').to.equal(first);
    expect(names(list)).to.have.length(6);
  });

  it("applies a filter form's select at once and a link's query, without a page load", async () => {
    const shop = createCatalogueShop(CATALOGUE);
    const wrapper = await fixture(html`<div>
      <form data-shop-list="grid"><select name="sort" aria-label="Sort"><option value="relevance">Featured</option><option value="name_asc">A-Z</option></select></form>
      <a class="chip" data-shop-list="grid" href="?category=cat_lighting">Lighting</a>
      <shop-product-list id="grid" .client=${shop.client} sync-url>${ROW}</shop-product-list>
    </div>`);
    const grid = wrapper.querySelector<ShopProductListElement>('shop-product-list')!;
    await until(() => grid.state === 'ready', 'ready');
    const select = wrapper.querySelector('select')!;
    select.value = 'name_asc';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => names(grid)[0] === 'Card', 'sorted');
    expect(location.search).to.equal('?sort=name_asc');
    wrapper.querySelector<HTMLAnchorElement>('.chip')!.click();
    await until(() => names(grid).join() === 'Lamp', 'lighting');
    expect(location.search).to.equal('?category=cat_lighting');
    expect(wire(shop.fake)).to.deep.equal([
      'GET /v2/products?limit=24&locale=en-US',
      'GET /v2/products/search?sort=name_asc&limit=24',
      'GET /v2/products?limit=24&category=cat_lighting&locale=en-US',
    ]);
  });

  it('shows its own empty text when nothing matches and no empty block is written', async () => {
    const { list } = await mount(
      (client) => html`<shop-product-list .client=${client} category="none">${ROW}</shop-product-list>`,
    );
    expect(list.state).to.equal('empty');
    expect(list.querySelector('[data-shop-state="empty"]')!.textContent).to.equal('No products match.');
    expect(list.querySelector<HTMLElement>('.next')!.hidden).to.equal(true);
  });

  it('sends view_item_list per page and select_item when a row link is followed', async () => {
    const events: ShopkitCommerceEvent[] = [];
    const keep = (e: Event) => e.preventDefault();
    document.addEventListener('click', keep);
    try {
      const { list } = await mount(
        (client) =>
          html`<shop-product-list id="home" list-name="Home" .client=${client} limit="2" @shop-analytics=${(e: CustomEvent<ShopkitCommerceEvent>) => events.push(e.detail)}>${ROW}</shop-product-list>`,
      );
      list.querySelectorAll<HTMLAnchorElement>('.card .link')[1]!.click();
      list.next();
      await until(() => events.length === 3, 'three events');
      expect(events.map((e) => e.name)).to.deep.equal(['view_item_list', 'select_item', 'view_item_list']);
      expect(events[0]!.params).to.deep.equal({
        currency: 'SEK',
        value: 30,
        item_list_id: 'home',
        item_list_name: 'Home',
        items: [
          {
            item_id: 'prod_1',
            item_name: 'Product 1',
            price: 10,
            quantity: 1,
            index: 0,
            item_list_id: 'home',
            item_list_name: 'Home',
          },
          {
            item_id: 'prod_2',
            item_name: 'Product 2',
            price: 20,
            quantity: 1,
            index: 1,
            item_list_id: 'home',
            item_list_name: 'Home',
          },
        ],
      });
      expect(events[1]!.params.items[0]).to.include({ item_id: 'prod_2', index: 1 });
      expect(events[2]!.params.items.map((i) => i.item_id)).to.deep.equal(['prod_3', 'prod_4']);
    } finally {
      document.removeEventListener('click', keep);
    }
  });

  it('sends select_item only for a link in a row, not for its own links inside a <shop-product>', async () => {
    // A "related products" list on a product page: its own link is in the product, but in none of the list's rows.
    const events: ShopkitCommerceEvent[] = [];
    const keep = (e: Event) => e.preventDefault();
    document.addEventListener('click', keep);
    try {
      const shop = createCatalogueShop(MANY);
      const product = await fixture<ShopProductElement>(
        html`<shop-product .client=${shop.client} product-id="prod_7" @shop-analytics=${(e: CustomEvent<ShopkitCommerceEvent>) => events.push(e.detail)}>
          <shop-product-list .client=${shop.client} limit="2">${ROW}<a class="all" href="/all">All products</a></shop-product-list>
        </shop-product>`,
      );
      const list = product.querySelector<ShopProductListElement>('shop-product-list')!;
      await until(() => product.state === 'ready' && list.state === 'ready', 'both ready');
      list.querySelector<HTMLAnchorElement>('a.all')!.click();
      list.querySelectorAll<HTMLAnchorElement>('.card .link')[0]!.click();
      await until(() => events.some((e) => e.name === 'select_item'), 'select_item');
      const selected = events.filter((e) => e.name === 'select_item');
      expect(selected.map((e) => e.params.items[0]!.item_id)).to.deep.equal(['prod_1']);
    } finally {
      document.removeEventListener('click', keep);
    }
  });

  it('shows the results of ?q= with paging, and sends view_search_results once per search', async () => {
    history.replaceState(null, '', `${location.pathname}?q=product`);
    const seen: ShopkitAnalyticsEvent[] = [];
    const listener = (event: CustomEvent<ShopkitAnalyticsEvent>) => seen.push(event.detail);
    document.addEventListener('shop-analytics', listener);
    try {
      const { list, fake } = await mount(
        (client) => html`<shop-product-list .client=${client} limit="3" sync-url>${ROW}</shop-product-list>`,
      );
      expect(names(list)).to.deep.equal(['Product 1', 'Product 2', 'Product 3']);
      list.querySelector<HTMLAnchorElement>('.next')!.click();
      await until(() => names(list)[0] === 'Product 4', 'page 2');
      expect(location.search).to.equal('?q=product&cursor=o3&page=2');
      expect(wire(fake)).to.deep.equal([
        'GET /v2/products/search?q=product&limit=3',
        'GET /v2/products/search?q=product&limit=3&cursor=o3',
      ]);
      const searches = seen.filter((event) => event.name === 'view_search_results');
      expect(searches, 'the second page of the same search is no new search').to.deep.equal([
        { name: 'view_search_results', params: { search_term: 'product' } },
      ]);
    } finally {
      document.removeEventListener('shop-analytics', listener);
    }
  });

  it('offers what the shopper may have meant when a search finds nothing', async () => {
    history.replaceState(null, '', `${location.pathname}?q=prodcut`);
    const shop = createCatalogueShop(MANY);
    shop.fake.route('GET /v2/products/search', (request) => ({
      body: {
        data: [],
        nextCursor: null,
        previousCursor: null,
        didYouMean: request.query.get('q') === 'prodcut' ? 'product' : null,
      },
    }));
    const list = await fixture<ShopProductListElement>(html`
      <shop-product-list .client=${shop.client} limit="3" sync-url>
        ${ROW}
        <p class="none" data-shop-state="empty">
          Nothing found. <span data-shop-did-you-mean hidden>Did you mean <a class="meant"></a>?</span>
        </p>
      </shop-product-list>
    `);
    await until(() => list.state === 'empty', 'empty');
    const meant = list.querySelector<HTMLAnchorElement>('.meant')!;
    expect(list.querySelector<HTMLElement>('.none')!.hidden).to.equal(false);
    expect(list.querySelector<HTMLElement>('[data-shop-did-you-mean]')!.hidden).to.equal(false);
    expect(meant.textContent).to.equal('product');
    expect(new URL(meant.href).search).to.equal('?q=product');
    list.apply({ query: 'zzzz' });
    await until(() => list.getAttribute('aria-busy') === null && location.search === '?q=zzzz', 'no suggestion');
    expect(list.querySelector<HTMLElement>('[data-shop-did-you-mean]')!.hidden).to.equal(true);
  });

  it('names the words searched for in its heading, as text, in the page language, and its own text without words', async () => {
    const words = '<img src=x onerror=alert(1)> skål';
    history.replaceState(null, '', `${location.pathname}?q=${encodeURIComponent(words)}`);
    const shop = createCatalogueShop(MANY);
    const container = await fixture<HTMLDivElement>(html`
      <div>
        <h1 data-shop-list="found" data-shop-query>Search the shop</h1>
        <shop-product-list id="found" .client=${shop.client} limit="3" sync-url>${ROW}</shop-product-list>
      </div>
    `);
    const list = container.querySelector<ShopProductListElement>('shop-product-list')!;
    const heading = container.querySelector('h1')!;
    await until(() => list.getAttribute('aria-busy') === null && list.state !== 'loading', 'results');
    expect(heading.textContent).to.equal(`Results for “${words}”`);
    expect(heading.querySelector('img'), 'the words are text, never markup').to.equal(null);
    list.lang = 'sv';
    list.apply({ query: 'lampa' });
    await until(() => heading.textContent === 'Resultat för ”lampa”', 'the Swedish heading');
    list.apply({ query: '' });
    await until(() => heading.textContent === 'Search the shop', 'its own text again');
  });

  it("adds a row's own product from the add-to-cart inside it", async () => {
    const { list, fake } = await mount(
      (client) => html`<shop-product-list .client=${client} limit="3">${ROW}</shop-product-list>`,
    );
    fake.route('POST /v2/cart', { status: 201, body: makeCart({ id: 'cart_new' }) });
    list.querySelectorAll<HTMLButtonElement>('shop-add-to-cart button')[1]!.click();
    await until(() => fake.calls('POST /v2/cart').length === 1, 'POST');
    expect(fake.calls('POST /v2/cart')[0]!.body).to.deep.equal({
      items: [{ productId: 'prod_2', variantId: 'var_2', quantity: 1 }],
    });
  });
});
