// A product and a list read their answers with the element's locale, and show their first prices with the money
// format the answer gives (docs/design.md "The first Intl object"): no Intl object of any kind is made on the way to
// them (a row's "Choose Size and Colour" included), and the number format is made once the page is idle, printing the
// same text.
import { expect, fixture, html } from '@open-wc/testing';
import '../define-elements.ts';
import type { ShopProductElement } from '../../../components/shop-product.ts';
import type { ShopProductListElement } from '../../../components/shop-product-list.ts';
import { until } from '../test-shop.ts';
import { recordIntlObjects, type IntlRecording } from './intl-objects-made.ts';
import { createCatalogueShop, wire } from './catalogue-shop.ts';

const CARD = html`<template><p class="price" data-shop-text="price.fromDisplay"></p></template>`;
const ROW = html`<template>
  <article class="card">
    <h2 data-shop-text="product.name"></h2>
    <shop-price></shop-price>
    <p class="reason" data-shop-text="selection.reason"></p>
  </article>
</template>`;
const idle = () => new Promise<void>((resolve) => requestIdleCallback(() => resolve()));

// Each test shows its prices in a locale of its own: a locale's number format, once made, is kept for the page.
describe('the first prices of a product and a list', () => {
  let recording: IntlRecording;
  const made = (): string[] => recording.made;

  beforeEach(() => (recording = recordIntlObjects()));
  afterEach(() => recording.restore());

  it('a product shows its price with the format its answer gives, and makes Intl once idle', async () => {
    const { client, fake } = createCatalogueShop();
    const product = await fixture<ShopProductElement>(
      html`<shop-product .client=${client} product-id="prod_lamp" lang="en-GB">${CARD}</shop-product>`,
    );
    await until(() => product.state === 'ready', 'ready');
    expect(wire(fake)).to.deep.equal(['GET /v2/products/prod_lamp?locale=en-GB']);
    expect(product.querySelector('.price')!.textContent).to.equal('SEK\u00a0599.00');
    expect(made()).to.deep.equal([]);
    await idle();
    expect(made()).to.deep.equal(['NumberFormat en-GB SEK']);
  });

  for (const [lang, reason] of [
    ['en-US', 'Choose Size and Colour'],
    ['sv-SE', 'Välj Size och Colour'],
  ] as const)
    it(`a list's rows in ${lang} show their prices and "${reason}" before any Intl object is made`, async () => {
      const { client, fake } = createCatalogueShop();
      const list = await fixture<ShopProductListElement>(
        html`<shop-product-list .client=${client} limit="3" lang=${lang}>${ROW}</shop-product-list>`,
      );
      await until(() => list.state === 'ready', 'ready');
      expect(wire(fake)[0]).to.contain(`locale=${lang}`);
      const cards = [...list.querySelectorAll('.card')];
      const prices = cards.map((card) => card.querySelector('[data-shop-part="price"]')!.textContent);
      expect(prices).to.have.length(3);
      for (const price of prices)
        expect(price).to.match(lang === 'en-US' ? /^(From )?SEK\u00a0\d+\.\d\d$/ : /\d,\d\d\u00a0kr$/);
      const tee = cards.find((card) => card.querySelector('h2')!.textContent === 'Tee')!;
      expect(tee.querySelector('.reason')!.textContent).to.equal(reason);
      expect(made()).to.deep.equal([]);
      await idle();
      expect(made()).to.deep.equal([`NumberFormat ${lang} SEK`]);
      expect(tee.querySelector('.reason')!.textContent).to.equal(reason);
    });
});
