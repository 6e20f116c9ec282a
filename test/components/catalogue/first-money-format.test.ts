// A product and a list read their answers with the element's locale, and show their first prices with the money
// format the answer gives (docs/design.md "The first Intl object"): no Intl.NumberFormat is made on the way to them,
// and one is made once the page is idle, printing the same text.
import { expect, fixture, html } from '@open-wc/testing';
import '../define-elements.ts';
import type { ShopProductElement } from '../../../components/shop-product.ts';
import type { ShopProductListElement } from '../../../components/shop-product-list.ts';
import { until } from '../test-shop.ts';
import { recordNumberFormats, type NumberFormatRecording } from './number-formats-made.ts';
import { createCatalogueShop, wire } from './catalogue-shop.ts';

const CARD = html`<template><p class="price" data-shop-text="price.fromDisplay"></p></template>`;
const ROW = html`<template><article class="card"><shop-price></shop-price></article></template>`;
const idle = () => new Promise<void>((resolve) => requestIdleCallback(() => resolve()));

describe('the first prices of a product and a list', () => {
  let recording: NumberFormatRecording;
  const made = (): string[] => recording.made;

  beforeEach(() => (recording = recordNumberFormats()));
  afterEach(() => recording.restore());

  it('a product shows its price with the format its answer gives, and makes Intl once idle', async () => {
    const { client, fake } = createCatalogueShop();
    const product = await fixture<ShopProductElement>(
      html`<shop-product .client=${client} product-id="prod_lamp" lang="sv-SE">${CARD}</shop-product>`,
    );
    await until(() => product.state === 'ready', 'ready');
    expect(wire(fake)).to.deep.equal(['GET /v2/products/prod_lamp?locale=sv-SE']);
    expect(product.querySelector('.price')!.textContent).to.equal('599,00\u00a0kr');
    expect(made()).to.deep.equal([]);
    await idle();
    expect(made()).to.deep.equal(['sv-SE SEK']);
  });

  it("a list's rows show their prices with the format of the page's answer", async () => {
    const { client, fake } = createCatalogueShop();
    const list = await fixture<ShopProductListElement>(
      html`<shop-product-list .client=${client} limit="3" lang="en-US">${ROW}</shop-product-list>`,
    );
    await until(() => list.state === 'ready', 'ready');
    expect(wire(fake)[0]).to.contain('locale=en-US');
    const prices = [...list.querySelectorAll('[data-shop-part="price"]')].map((node) => node.textContent);
    expect(prices).to.have.length(3);
    for (const price of prices) expect(price).to.match(/^(From )?SEK\u00a0\d+\.\d\d$/);
    expect(made()).to.deep.equal([]);
  });
});
