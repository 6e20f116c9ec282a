// <shop-product-list> and <shop-product> on a page that `shopkit prerender` wrote: the markup is made here by the
// prerender's own filling code (prerender/fill-owners.ts) in an inert document, then put on the page, where the
// elements adopt it: the same nodes stay, only what changed since the build is written, a product gone since then
// turns into the not-found state, and a currency switch reprices the adopted rows in place.
import { expect, fixture, html } from '@open-wc/testing';
import '../define-elements.ts';
import type { Product, ShopkitClient } from '../../../src/index.ts';
import type { ShopProductElement } from '../../../components/shop-product.ts';
import type { ShopProductListElement } from '../../../components/shop-product-list.ts';
import { readListPage, type ListQuery } from '../../../components/internal/catalogue/list/list-query.ts';
import { fillList, fillProduct } from '../../../prerender/fill-owners.ts';
import { until } from '../test-shop.ts';
import { CATALOGUE, createCatalogueShop, wire } from './catalogue-shop.ts';

const ROW = `<template>
    <article class="card" data-shop-class="sold-out:availability.soldOut">
      <a class="name" data-shop-attr="href:product.url" data-shop-text="product.name"></a>
      <shop-price></shop-price>
      <shop-product-image></shop-product-image>
      <div class="description" data-shop-html="product.description"></div>
    </article>
  </template>
  <p class="loading" data-shop-state="loading">Loading</p>
  <p class="gone" data-shop-state="not-found" hidden>Gone</p>`;

const QUERY: ListQuery = {
  category: '',
  query: '',
  sort: 'relevance',
  minPrice: null,
  maxPrice: null,
  limit: 24,
  cursor: null,
  page: 1,
};

/** The element as the prerender writes it from `products` (an inert document: nothing upgrades there). */
async function prerendered(markup: string, fill: (element: Element) => Promise<void>): Promise<Element> {
  const inert = document.implementation.createHTMLDocument('build');
  inert.body.innerHTML = markup;
  const element = inert.body.firstElementChild!;
  await fill(element);
  return element;
}

async function prerenderedList(products: Product[]): Promise<Element> {
  const { client } = createCatalogueShop(products);
  const page = await readListPage(client, QUERY, new AbortController().signal);
  return prerendered(`<shop-product-list lang="en-GB">${ROW}</shop-product-list>`, (element) =>
    fillList(element, { page, query: QUERY, currency: 'SEK' }, { file: 'test' }),
  );
}

/** Puts the prerendered element on the page with `client`, and records every change made inside its rows. */
async function adopt<T extends HTMLElement>(built: Element, client: ShopkitClient) {
  const host = await fixture<HTMLDivElement>(html`<div></div>`);
  const element = document.importNode(built, true) as T & { client: ShopkitClient };
  element.client = client;
  const changes: MutationRecord[] = [];
  const observer = new MutationObserver((records) => changes.push(...records));
  observer.observe(element, { subtree: true, childList: true, characterData: true, attributes: true });
  host.append(element);
  const rows = [...element.querySelectorAll('article')];
  /** Changes inside the rows' own markup (a price's or an image's shadow and prerendered text aside). */
  const rowChanges = () =>
    changes.filter((record) => {
      const target = record.target instanceof Element ? record.target : record.target.parentElement!;
      return rows.some((row) => row.contains(target)) && !target.closest('shop-price, shop-product-image');
    });
  return { element, rows, rowChanges };
}

const taken = (element: Element) => () => !element.hasAttribute('data-shop-prerendered');
/**
 * The price a list row wrote into its `<shop-price>` (which adopts it: list-rows.ts), spaces as typed (Intl puts a
 * no-break space after the code).
 */
const rowPrice = (price: Element) =>
  (price.querySelector(':scope > [data-shop-part="price"]')?.textContent ?? '').replace(/\s+/g, ' ');

describe('prerendered catalogue markup', () => {
  it('keeps the rows of a prerendered list, reads the page once, and changes nothing that did not change', async () => {
    const { client, fake } = createCatalogueShop();
    const { element, rows, rowChanges } = await adopt<ShopProductListElement>(await prerenderedList(CATALOGUE), client);
    expect(rows).to.have.length(4);
    expect(element.querySelector<HTMLElement>('.loading')!.hidden).to.equal(true);
    await until(taken(element), 'taken over');
    expect(wire(fake)).to.deep.equal(['GET /v2/products?limit=24&locale=en-GB']);
    expect([...element.querySelectorAll('article')]).to.deep.equal(rows);
    expect(rowChanges()).to.deep.equal([]);
    expect(element.products.map((product) => product.id)).to.deep.equal(CATALOGUE.map((product) => product.id));
    const price = rows[2]!.querySelector('shop-price')!;
    const written = price.querySelector('[data-shop-part="price"]');
    await (price as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
    expect(rowPrice(price)).to.equal('SEK 599.00');
    expect(price.querySelector('[data-shop-part="price"]'), 'the prerendered text, adopted').to.equal(written);
    expect(price.shadowRoot!.querySelector('[part="price"]'), 'and not rendered again').to.equal(null);
  });

  it('writes only the price that changed since the build, in the row that shows it', async () => {
    const now = CATALOGUE.map((product) =>
      product.id === 'prod_lamp'
        ? { ...product, price: 49900, variants: product.variants.map((v) => ({ ...v, price: 49900 })) }
        : product,
    );
    const { client } = createCatalogueShop(now);
    const { element, rows } = await adopt<ShopProductListElement>(await prerenderedList(CATALOGUE), client);
    await until(taken(element), 'taken over');
    expect([...element.querySelectorAll('article')]).to.deep.equal(rows);
    const lamp = rows[2]!.querySelector('shop-price')!;
    await until(() => rowPrice(lamp) === 'SEK 499.00', 'new price');
  });

  it('shows the rows of the page as read when the catalogue changed since the build', async () => {
    const { client } = createCatalogueShop(CATALOGUE.slice(1));
    const { element, rows } = await adopt<ShopProductListElement>(await prerenderedList(CATALOGUE), client);
    await until(taken(element), 'taken over');
    const now = [...element.querySelectorAll('article')];
    expect(now).to.have.length(3);
    expect(now.some((row) => rows.includes(row))).to.equal(false);
    expect(now.map((row) => row.querySelector('.name')!.textContent)).to.deep.equal(['Tee', 'Lamp', 'Card']);
  });

  it('reprices the adopted rows in place when the shopper switches to EUR', async () => {
    const { client, fake } = createCatalogueShop();
    const { element, rows } = await adopt<ShopProductListElement>(await prerenderedList(CATALOGUE), client);
    await until(taken(element), 'taken over');
    await client.setCurrency('EUR');
    const lamp = rows[2]!.querySelector('shop-price')!;
    await until(() => rowPrice(lamp) === '€59.90', 'EUR price');
    expect([...element.querySelectorAll('article')]).to.deep.equal(rows);
    expect(wire(fake)).to.deep.equal([
      'GET /v2/products?limit=24&locale=en-GB',
      'GET /v2/products?limit=24&locale=en-GB&currency=EUR',
    ]);
  });

  it('keeps a prerendered product and its description, and turns a product gone since the build into not-found', async () => {
    const lamp = CATALOGUE.find((product) => product.id === 'prod_card')!;
    const built = await prerendered(
      `<shop-product product-id="prod_card" lang="en-GB">${ROW}</shop-product>`,
      (element) => fillProduct(element, lamp, { file: 'test' }),
    );
    const kept = await adopt<ShopProductElement>(built, createCatalogueShop().client);
    await until(taken(kept.element), 'taken over');
    expect(kept.element.state).to.equal('ready');
    expect(kept.element.querySelector('article')).to.equal(kept.rows[0]);
    expect(kept.element.querySelector('.description')!.innerHTML).to.equal('<p>Folded <em>card</em>.</p>');
    expect(kept.rowChanges()).to.deep.equal([]);

    const gone = await adopt<ShopProductElement>(built, createCatalogueShop(CATALOGUE.slice(0, 2)).client);
    await until(() => gone.element.state === 'not-found', 'not found');
    expect(gone.element.querySelector('article')).to.equal(null);
    expect(gone.element.querySelector<HTMLElement>('.gone')!.hidden).to.equal(false);
  });
});
