// A product and a list read their answers with the element's locale, and show their first prices with the money
// format the answer gives (docs/design.md "The first Intl object"): no Intl object of any kind is made on the way to
// them (a row's "Choose Size and Colour" included), and the number format is made once the page is idle, printing the
// same text.
import { expect, fixture, html } from '@open-wc/testing';
import '../define-elements.ts';
import type { ShopProductElement } from '../../../components/shop-product.ts';
import type { ShopProductListElement } from '../../../components/shop-product-list.ts';
import type { ShopPriceElement } from '../../../components/shop-price.ts';
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

  /**
   * The Intl objects made by the time `shown` first holds for the page, read in the mutation observer's microtask
   * after the render that shows it, so before any idle callback: what had been made before the prices showed.
   */
  const madeWhenShown = (shown: () => boolean, roots: Node[] = [document.body]): Promise<string[]> =>
    new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (!shown()) return;
        observer.disconnect();
        resolve([...made()]);
      });
      for (const root of roots) observer.observe(root, { childList: true, subtree: true, characterData: true });
    });

  it('a product shows its price with the format its answer gives, and makes Intl once idle', async () => {
    const { client, fake } = createCatalogueShop();
    const beforeShown = madeWhenShown(() =>
      /\d/.test(document.querySelector('shop-product .price')?.textContent ?? ''),
    );
    const product = await fixture<ShopProductElement>(
      html`<shop-product .client=${client} product-id="prod_lamp" lang="en-GB">${CARD}</shop-product>`,
    );
    await until(() => product.state === 'ready', 'ready');
    expect(wire(fake)).to.deep.equal(['GET /v2/products/prod_lamp?locale=en-GB']);
    expect(product.querySelector('.price')!.textContent).to.equal('SEK\u00a0599.00');
    expect(await beforeShown).to.deep.equal([]);
    await idle();
    expect(made()).to.deep.equal(['NumberFormat en-GB SEK']);
  });

  it('prices named by product-id are read in one request with their locale, and shown with its format', async () => {
    const { client, fake } = createCatalogueShop();
    await client.setCurrency('EUR');
    const priceOf = (element: Element) => element.shadowRoot?.querySelector('[part="price"]')?.textContent ?? '';
    const bothShown = () => {
      const shown = [...document.querySelectorAll('shop-price')].map(priceOf);
      return shown.length === 2 && shown.every((text) => /\d/.test(text));
    };
    // Made and watched in one task, before any read can answer: a price renders in its shadow root, which a
    // document's observer does not see, so each root is watched.
    const prices = document.createElement('p');
    prices.lang = 'sv-SE';
    const [lamp, tee] = ['prod_lamp', 'prod_tee'].map((id) => {
      const price = document.createElement('shop-price') as ShopPriceElement;
      price.client = client;
      price.setAttribute('product-id', id);
      return prices.appendChild(price);
    });
    document.body.append(prices);
    try {
      const beforeShown = madeWhenShown(bothShown, [lamp!.shadowRoot!, tee!.shadowRoot!]);
      await until(bothShown, 'both prices');
      expect(wire(fake)).to.deep.equal(['GET /v2/products?limit=2&ids=prod_lamp%2Cprod_tee&locale=sv-SE&currency=EUR']);
      expect(await beforeShown).to.deep.equal([]);
      const first = priceOf(lamp!);
      expect(first).to.equal('59,90\u00a0€');
      await idle();
      expect(made()).to.deep.equal(['NumberFormat sv-SE EUR']);
      lamp!.requestUpdate();
      await lamp!.updateComplete;
      expect(priceOf(lamp!)).to.equal(first);
    } finally {
      prices.remove();
    }
  });

  // A German page shows the English texts (no German ones are built in), as it did with Intl.ListFormat('en').
  const LISTS = [
    { lang: 'en-US', currency: 'SEK', reason: 'Choose Size and Colour', price: /^(From )?SEK\u00a0\d+\.\d\d$/ },
    { lang: 'sv-SE', currency: 'SEK', reason: 'Välj Size och Colour', price: /\d,\d\d\u00a0kr$/ },
    { lang: 'de-DE', currency: 'EUR', reason: 'Choose Size and Colour', price: /\d,\d\d\u00a0€$/ },
  ] as const;
  for (const { lang, currency, reason, price } of LISTS)
    it(`a list's rows in ${lang} show their prices and "${reason}" before any Intl object is made`, async () => {
      const { client, fake } = createCatalogueShop();
      if (currency !== 'SEK') await client.setCurrency(currency);
      const cardsShown = () => {
        const cards = [...document.querySelectorAll('shop-product-list .card')];
        const priced = cards.every((card) => /\d/.test(card.querySelector('shop-price')!.textContent!));
        return cards.length === 3 && priced && cards.some((card) => card.querySelector('.reason')!.textContent);
      };
      const beforeShown = madeWhenShown(cardsShown);
      const list = await fixture<ShopProductListElement>(
        html`<shop-product-list .client=${client} limit="3" lang=${lang}>${ROW}</shop-product-list>`,
      );
      await until(() => list.state === 'ready', 'ready');
      expect(wire(fake).at(-1)).to.contain(`locale=${lang}`);
      const cards = [...list.querySelectorAll('.card')];
      const prices = cards.map((card) => card.querySelector('[data-shop-part="price"]')!.textContent);
      expect(prices).to.have.length(3);
      for (const text of prices) expect(text).to.match(price);
      const tee = cards.find((card) => card.querySelector('h2')!.textContent === 'Tee')!;
      expect(tee.querySelector('.reason')!.textContent).to.equal(reason);
      expect(await beforeShown).to.deep.equal([]);
      await idle();
      expect(made()).to.deep.equal([`NumberFormat ${lang} ${currency}`]);
      expect(tee.querySelector('.reason')!.textContent).to.equal(reason);
    });
});
