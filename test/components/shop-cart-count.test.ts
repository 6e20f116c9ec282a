import { expect, fixture, html } from '@open-wc/testing';
import './define-elements.ts';
import type { ShopCartCountElement } from '../../components/shop-cart-count.ts';
import { cartStoreFor } from '../../components/internal/cart/cart-store.ts';
import { createClientWith } from '../../src/client.ts';
import { DEMO_KEY, makeCart, makeCartItem } from '../helpers/fixtures.ts';
import { API_URL, createTestShop, until } from './test-shop.ts';

const cartOf = (quantity: number) => makeCart({ items: [makeCartItem({ quantity })] });

describe('<shop-cart-count>', () => {
  it('writes the count into the merchant’s header link and names the link with it', async () => {
    const shop = createTestShop({ cart: cartOf(3) });
    const element = await fixture<ShopCartCountElement>(html`<shop-cart-count .client=${shop.client} lang="en">
      <a href="/cart">Cart <span class="badge" data-shop-count>0</span></a>
    </shop-cart-count>`);
    await until(() => element.count === 3, 'the count');
    await element.updateComplete;
    const badge = element.querySelector('.badge')!;
    expect(badge.textContent).to.equal('3');
    // Named from its own text: "Cart", the badge hidden, then the words read aloud.
    expect(badge.getAttribute('aria-hidden')).to.equal('true');
    expect(badge.nextElementSibling!.textContent).to.equal(' (3 items)');
    expect(element.querySelector('a')!.hasAttribute('aria-label')).to.equal(false);
    expect(element.getAttribute('count')).to.equal('3');
    expect(element.hasAttribute('empty')).to.equal(false);
    await expect(element).to.be.accessible();
  });

  it('keeps the markup as written until the cart is read, then marks itself read', async () => {
    const shop = createTestShop({ cart: cartOf(2) });
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    shop.fake.route('GET /v2/cart/*', async () => {
      await answered;
      return { body: shop.cart() };
    });
    const element = await fixture<ShopCartCountElement>(html`<shop-cart-count .client=${shop.client}>
      <a href="/cart">Cart <span data-shop-count>–</span></a>
    </shop-cart-count>`);
    await until(() => shop.fake.calls('GET /v2/cart/*').length === 1, 'the read sent');
    await element.updateComplete;
    expect(element.hasAttribute('read')).to.equal(false);
    expect(element.querySelector('[data-shop-count]')!.textContent).to.equal('–');
    answer();
    await until(() => element.hasAttribute('read'), 'read');
    await element.updateComplete;
    expect(element.querySelector('[data-shop-count]')!.textContent).to.equal('2');
    expect(element.getAttribute('count')).to.equal('2');
  });

  it('stays unread, with its error, when the cart cannot be read', async () => {
    const shop = createTestShop({ cart: cartOf(2) });
    shop.fake.route('GET /v2/cart/*', { networkError: 'offline' });
    const element = await fixture<ShopCartCountElement>(html`<shop-cart-count .client=${shop.client}>
      <a href="/cart">Cart <span data-shop-count>–</span></a>
    </shop-cart-count>`);
    await until(() => element.hasAttribute('error'), 'the error');
    expect(element.hasAttribute('read')).to.equal(false);
    expect(element.querySelector('[data-shop-count]')!.textContent).to.equal('–');
  });

  it('creates no cart and sends no request for a visitor without one (a crawler)', async () => {
    const shop = createTestShop();
    const element = await fixture<ShopCartCountElement>(html`<shop-cart-count .client=${shop.client}>
      <a href="/cart">Cart <span data-shop-count></span></a>
    </shop-cart-count>`);
    await until(() => element.querySelector('[data-shop-count]')!.textContent === '0', 'the count');
    expect(element.hasAttribute('empty')).to.equal(true);
    expect(element.hasAttribute('read'), 'no cart is an answer too').to.equal(true);
    expect(shop.fake.requests).to.have.length(0);
    expect(shop.storage.entries.has('shop_cart_id')).to.equal(false);
  });

  it('writes the count as its own text inside a link; the merchant’s label names the link, with {count}', async () => {
    const shop = createTestShop({ cart: cartOf(1) });
    const link = await fixture<HTMLAnchorElement>(html`<a href="/cart">Basket
      <shop-cart-count .client=${shop.client} label="Basket, {count} in it"></shop-cart-count></a>`);
    const element = link.querySelector('shop-cart-count')!;
    await until(() => element.textContent === '1 (1 item)', 'the count');
    await element.updateComplete;
    expect(link.getAttribute('aria-label')).to.equal('Basket, 1 in it');
    element.label = 'Bag';
    await element.updateComplete;
    expect(link.getAttribute('aria-label')).to.equal('Bag (1 item)');
    element.label = '';
    await element.updateComplete;
    expect(link.hasAttribute('aria-label'), 'back to its own text').to.equal(false);
  });

  it('speaks the page’s language', async () => {
    const shop = createTestShop({ cart: cartOf(2) });
    const element = await fixture<ShopCartCountElement>(html`<shop-cart-count .client=${shop.client} lang="sv">
      <button type="button">Varukorg <span data-shop-count></span></button>
    </shop-cart-count>`);
    await until(() => element.count === 2, 'the count');
    await element.updateComplete;
    expect(element.querySelector('[data-shop-count]')!.nextElementSibling!.textContent).to.equal(' (2 varor)');
  });

  it('follows a change made in another tab with one read', async () => {
    const shop = createTestShop({ cart: cartOf(1) });
    // Another tab: its own client (and so its own cart store) over the same shop and the same storage.
    const otherTab = createClientWith(
      { publishableKey: DEMO_KEY, apiUrl: API_URL, fetch: shop.fake.fetch, storage: shop.storage, maxRetries: 0 },
      {},
    );
    const element = await fixture<ShopCartCountElement>(html`<shop-cart-count .client=${shop.client}>
      <a href="/cart">Cart <span data-shop-count></span></a>
    </shop-cart-count>`);
    await until(() => element.count === 1, 'the first read');
    const other = cartStoreFor(otherTab);
    await other.reload();
    shop.fake.requests.length = 0;
    await other.update('li_0001', 4);
    await until(() => element.querySelector('[data-shop-count]')!.textContent === '4', 'the other tab’s change');
    expect(shop.fake.requests.map((request) => request.method)).to.deep.equal(['PATCH', 'GET']);
  });
});
