import { expect, fixture, html } from '@open-wc/testing';
import './define-elements.ts';
import type { ShopCartElement } from '../../components/shop-cart.ts';
import type { ShopCurrencySelectElement } from '../../components/shop-currency-select.ts';
import type { ShopPriceElement } from '../../components/shop-price.ts';
import { makeCart, makeCurrencyOffer, makeShop } from '../helpers/fixtures.ts';
import { createTestShop, until } from './test-shop.ts';

const text = (element: Element, part: string): string =>
  element.shadowRoot!.querySelector(`[part="${part}"]`)?.textContent?.replace(/\s/g, ' ') ?? '';

describe('<shop-price> and <shop-currency-select>', () => {
  it('fetches every price on the page in one batched request', async () => {
    const shop = createTestShop();
    const wrapper = await fixture(html`<div lang="en-US">
      <shop-price .client=${shop.client} product-id="prod_mug"></shop-price>
      <shop-price .client=${shop.client} product-id="prod_tee"></shop-price>
      <shop-price .client=${shop.client} product-id="prod_cap"></shop-price>
      <shop-price .client=${shop.client} product-id="prod_mug"></shop-price></div>`);
    const prices = [...wrapper.querySelectorAll<ShopPriceElement>('shop-price')];
    await until(() => prices.every((price) => text(price, 'price') !== ''), 'prices');
    const calls = shop.fake.calls('GET /v2/products');
    expect(calls).to.have.length(1);
    expect(calls[0]!.query.get('ids')!.split(',').sort()).to.deep.equal(['prod_cap', 'prod_mug', 'prod_tee']);
    expect(text(prices[0]!, 'price')).to.equal('SEK 129.00');
    expect(text(prices[1]!, 'compare-at')).to.equal('SEK 299.00');
    await expect(prices[1]).to.be.accessible();
  });

  it('shows the error state for a product the shop does not know', async () => {
    const shop = createTestShop();
    const price = await fixture<ShopPriceElement>(
      html`<shop-price .client=${shop.client} product-id="prod_gone">…</shop-price>`,
    );
    await until(() => price.error, 'error');
    expect(text(price, 'error')).to.contain('prod_gone');
  });

  it('lists the shop currencies and reprices the cart and every price with one batched product request', async () => {
    const shop = createTestShop({ cart: makeCart() });
    const wrapper = await fixture(html`<div lang="en-US">
      <shop-currency-select .client=${shop.client}></shop-currency-select>
      <shop-cart .client=${shop.client}></shop-cart>
      <shop-price .client=${shop.client} product-id="prod_mug"></shop-price>
      <shop-price .client=${shop.client} product-id="prod_cap"></shop-price></div>`);
    const select = wrapper.querySelector<ShopCurrencySelectElement>('shop-currency-select')!;
    const cart = wrapper.querySelector<ShopCartElement>('shop-cart')!;
    const prices = [...wrapper.querySelectorAll<ShopPriceElement>('shop-price')];
    const native = (): HTMLSelectElement => select.shadowRoot!.querySelector('select')!;
    await until(() => native().options.length === 4 && prices.every((p) => text(p, 'price') !== ''), 'loaded');
    expect([...native().options].map((o) => o.value)).to.deep.equal(['SEK', 'EUR', 'USD', 'JPY']);
    expect(native().value).to.equal('SEK');
    await expect(select).to.be.accessible();

    const changes: unknown[] = [];
    select.addEventListener('shop-currency-change', (e) => changes.push(e.detail));
    native().value = 'EUR';
    native().dispatchEvent(new Event('change'));
    await until(() => prices.every((p) => text(p, 'price').startsWith('€')), 'prices in EUR');
    await cart.show();
    await until(
      () => cart.shadowRoot!.querySelector('[part="subtotal"]')?.textContent?.includes('€') ?? false,
      'cart in EUR',
    );
    expect(changes).to.deep.equal([{ currency: 'EUR' }]);
    expect(shop.client.currency).to.equal('EUR');
    expect(text(prices[0]!, 'price')).to.equal('€12.90');
    const productCalls = shop.fake.calls('GET /v2/products');
    expect(productCalls).to.have.length(2);
    expect(productCalls[1]!.query.get('currency')).to.equal('EUR');
    expect(cart.shadowRoot!.querySelectorAll('[part="line"]')).to.have.length(1);
    expect(shop.fake.calls('GET /v2/cart/*').at(-1)!.query.get('currency')).to.equal('EUR');
    expect(native().value).to.equal('EUR');
    expect(shop.fake.calls('GET /v2/shop')).to.have.length(1);
  });

  it('shows the codes first and their names once the main thread is free, keeping its size and its label', async () => {
    const shop = createTestShop();
    const intl = Intl as { DisplayNames: typeof Intl.DisplayNames };
    const RealDisplayNames = intl.DisplayNames;
    // The main thread's free time is the test's to give: idle callbacks wait until it runs them.
    const realIdle = window.requestIdleCallback;
    const idle: IdleRequestCallback[] = [];
    window.requestIdleCallback = (callback) => idle.push(callback);
    let made = 0;
    // Counted for this select's language only: a select of an earlier test may still name its options meanwhile.
    intl.DisplayNames = class extends RealDisplayNames {
      constructor(...args: ConstructorParameters<typeof Intl.DisplayNames>) {
        super(...args);
        if (String(args[0]) === 'de-DE') made += 1;
      }
    };
    try {
      const wrapper = await fixture(html`<div lang="de-DE">
        <shop-currency-select .client=${shop.client}></shop-currency-select></div>`);
      const select = wrapper.querySelector<ShopCurrencySelectElement>('shop-currency-select')!;
      const native = (): HTMLSelectElement => select.shadowRoot!.querySelector('select')!;
      const texts = (): string[] => [...native().options].map((option) => option.textContent ?? '');
      const label = (): string => native().labels[0]!.textContent!.replace(native().textContent!, '').trim();
      await until(() => native().options.length === 4, 'loaded');
      expect(texts()).to.deep.equal(['SEK', 'EUR', 'USD', 'JPY']);
      expect(made, 'Intl.DisplayNames made before the names were due').to.equal(0);
      const box = native().getBoundingClientRect();
      expect(label()).to.equal('Currency');

      const german = new RealDisplayNames('de-DE', { type: 'currency' });
      expect(idle.length, 'the names wait for the main thread to be free').to.be.above(0);
      idle.splice(0).forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 }));
      await until(() => texts()[0] !== 'SEK', 'names');
      expect(texts()).to.deep.equal(['SEK', 'EUR', 'USD', 'JPY'].map((code) => `${code} · ${german.of(code)}`));
      const named = native().getBoundingClientRect();
      expect([named.width, named.height]).to.deep.equal([box.width, box.height]);
      expect(native().value).to.equal('SEK');
      expect(label()).to.equal('Currency');
      await expect(select).to.be.accessible();
    } finally {
      intl.DisplayNames = RealDisplayNames;
      window.requestIdleCallback = realIdle;
    }
  });

  it('follows a choice made elsewhere without reading the shop again, resolving an unoffered code to the base', async () => {
    const shop = createTestShop();
    const select = await fixture<ShopCurrencySelectElement>(
      html`<shop-currency-select .client=${shop.client}></shop-currency-select>`,
    );
    const native = (): HTMLSelectElement => select.shadowRoot!.querySelector('select')!;
    await until(() => native().options.length === 4, 'loaded');
    await shop.client.setCurrency('usd');
    await until(() => native().value === 'USD', 'USD selected');
    await shop.client.setCurrency('GBP');
    await until(() => native().value === 'SEK', 'base selected for an unoffered code');
    expect(shop.fake.calls('GET /v2/shop')).to.have.length(1);
  });

  it('shows the error state when setCurrency throws for a malformed offer code, without throwing into the page', async () => {
    const shop = createTestShop();
    shop.fake.route('GET /v2/shop', {
      body: makeShop({ currencies: [makeCurrencyOffer(), makeCurrencyOffer({ code: 'E-R', mode: 'display' })] }),
    });
    const errors: string[] = [];
    const select = await fixture<ShopCurrencySelectElement>(
      html`<shop-currency-select .client=${shop.client} @shop-error=${(e: CustomEvent) => errors.push(e.detail.operation)}></shop-currency-select>`,
    );
    const native = (): HTMLSelectElement => select.shadowRoot!.querySelector('select')!;
    await until(() => native().options.length === 2, 'loaded');
    native().value = 'E-R';
    native().dispatchEvent(new Event('change'));
    await until(() => select.error, 'error state');
    expect(errors).to.deep.equal(['currency']);
    expect(text(select, 'error')).to.contain('E-R');
    expect(shop.client.currency).to.equal(null);
  });
});
