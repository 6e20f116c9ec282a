// The number format's data loads while a price's data is on its way (warm-money-format.ts), in the locale the prices
// will be shown in: a warm-up in another locale would load data no price uses. A list or a product warms the list
// format too ("Choose Size and Colour"), in a task after the number format's; a price alone does not.
import { expect, fixture, html } from '@open-wc/testing';
import '../define-elements.ts';
import type { ShopProductElement } from '../../../components/shop-product.ts';
import type { ShopProductListElement } from '../../../components/shop-product-list.ts';
import { warmMoneyFormat } from '../../../components/internal/runtime/warm-money-format.ts';
import { elementLocale } from '../../../components/internal/runtime/element-locale.ts';
import { until } from '../test-shop.ts';
import { createCatalogueShop } from './catalogue-shop.ts';

describe('warming the money format', () => {
  const Original = Intl.NumberFormat;
  const OriginalList = Intl.ListFormat;
  let made: string[] = [];
  /** Whether a number format has been made in the task now running (a list format made then would share its task). */
  let numberTask = false;

  beforeEach(() => {
    made = [];
    // Every number format made, as locale and currency; the warm-up's is in euros, a demo price's in kronor.
    (Intl as { NumberFormat: unknown }).NumberFormat = function (
      locale?: string | string[],
      options?: Intl.NumberFormatOptions,
    ) {
      made.push(`${String(locale)} ${options?.currency ?? ''}`);
      numberTask = true;
      queueMicrotask(() => (numberTask = false));
      return new Original(locale, options);
    };
    // Every list format made, as locale and "list".
    (Intl as { ListFormat: unknown }).ListFormat = function (
      locale?: string | string[],
      options?: Intl.ListFormatOptions,
    ) {
      made.push(`${String(locale)} list${numberTask ? ', in the number format’s task' : ''}`);
      return new OriginalList(locale, options);
    };
  });

  afterEach(() => {
    (Intl as { NumberFormat: unknown }).NumberFormat = Original;
    (Intl as { ListFormat: unknown }).ListFormat = OriginalList;
  });

  it("takes the page's language when no locale is configured, not the browser's", async () => {
    const lang = document.documentElement.lang;
    document.documentElement.lang = 'sv-SE';
    const price = document.body.appendChild(document.createElement('span'));
    try {
      warmMoneyFormat(elementLocale(price, null));
      await until(() => made.length > 0, 'a warm-up');
      expect(made).to.deep.equal(['sv-SE EUR']);
    } finally {
      price.remove();
      document.documentElement.lang = lang;
    }
  });

  it('warms each locale once', async () => {
    warmMoneyFormat('de-DE');
    warmMoneyFormat('de-DE');
    warmMoneyFormat('nb-NO');
    await until(() => made.length >= 2, 'two warm-ups');
    expect(made).to.deep.equal(['de-DE EUR', 'nb-NO EUR']);
  });

  it('warms the list format only when asked, in a task after the number format', async () => {
    warmMoneyFormat('et-EE');
    warmMoneyFormat('lv-LV', true);
    await until(() => made.some((entry) => entry.startsWith('lv-LV list')), 'the list format');
    expect(made).to.deep.equal(['et-EE EUR', 'lv-LV EUR', 'lv-LV list']);
  });

  it('warms the list format of a locale whose number format a price warmed already', async () => {
    warmMoneyFormat('lt-LT');
    await until(() => made.includes('lt-LT EUR'), 'the number format');
    warmMoneyFormat('lt-LT', true);
    await until(() => made.includes('lt-LT list'), 'the list format');
    warmMoneyFormat('lt-LT', true);
    warmMoneyFormat('lt-LT');
    await new Promise((resolve) => setTimeout(resolve));
    expect(made.filter((entry) => entry === 'lt-LT list')).to.have.length(1);
  });

  it("a list warms its own locale's number and list formats while its read is on its way", async () => {
    const { client } = createCatalogueShop();
    const list = await fixture<ShopProductListElement>(
      html`<shop-product-list .client=${client} lang="da-DK" limit="2"><template><p></p></template></shop-product-list>`,
    );
    await until(() => made.includes('da-DK EUR') && made.includes('da-DK list'), 'the warm-ups in da-DK');
    await until(() => list.state === 'ready', 'ready');
  });

  it("a product warms its own locale's format while its read is on its way", async () => {
    const { client } = createCatalogueShop();
    const element = await fixture<ShopProductElement>(
      html`<shop-product .client=${client} product-id="prod_lamp" lang="fi-FI"></shop-product>`,
    );
    await until(() => made.includes('fi-FI EUR') && made.includes('fi-FI list'), 'the warm-ups in fi-FI');
    await until(() => element.state === 'ready', 'ready');
  });
});
