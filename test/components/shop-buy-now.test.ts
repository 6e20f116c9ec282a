import { expect, fixture, html } from '@open-wc/testing';
import './define-elements.ts';
import type { ShopkitCommerceEvent } from '../../components/internal/analytics/commerce-events.ts';
import type { ShopBuyNowElement } from '../../components/shop-buy-now.ts';
import { errorReply } from '../helpers/fake-fetch.ts';
import { makeCart, makeCartItem, makeCheckoutSession } from '../helpers/fixtures.ts';
import { createTestShop, until } from './test-shop.ts';

const session = makeCheckoutSession({
  cartId: 'cart_buy_now',
  items: [makeCartItem({ productId: 'prod_cap', name: 'Cap', unitPrice: 19900, quantity: 2 })],
});

function buyNowShop(): ReturnType<typeof createTestShop> {
  const shop = createTestShop({ cart: makeCart() });
  shop.fake.route('GET /v2/checkout/*', { body: session });
  return shop;
}

async function buyNow(shop: ReturnType<typeof createTestShop>, navigated: string[]): Promise<ShopBuyNowElement> {
  return fixture<ShopBuyNowElement>(html`<shop-buy-now .client=${shop.client} .navigate=${(url: string) => {
    navigated.push(url);
  }} product-id="prod_cap" variant-id="var_cap_default" quantity="2" success-url="https://shop.example/thanks"
    back-url="https://shop.example/p/cap"><button type="button">Buy the cap</button></shop-buy-now>`);
}

describe('<shop-buy-now>', () => {
  it('sends the shopper to the checkout with just this line, in two requests, leaving the cart alone', async () => {
    const shop = buyNowShop();
    const navigated: string[] = [];
    const element = await buyNow(shop, navigated);
    const analytics: ShopkitCommerceEvent[] = [];
    element.addEventListener('shop-analytics', (event) => analytics.push(event.detail as ShopkitCommerceEvent));
    element.querySelector('button')!.click();
    await until(() => navigated.length === 1, 'navigation');

    expect(shop.fake.requests.map((r) => `${r.method} ${r.path}`)).to.deep.equal([
      'POST /v2/checkout',
      'GET /v2/checkout/cs_0001',
    ]);
    expect(shop.fake.requests[0]!.body).to.deep.equal({
      items: [{ productId: 'prod_cap', variantId: 'var_cap_default', quantity: 2 }],
      successUrl: 'https://shop.example/thanks',
      backUrl: 'https://shop.example/p/cap',
    });
    expect(navigated[0]).to.equal(
      'https://checkout.shopkit.app/session/cs_0001?currency=SEK&locale=en-US&consentCategories=',
    );
    expect(await shop.client.cart.id()).to.equal('cart_0001');
    expect(analytics).to.deep.equal([
      {
        name: 'begin_checkout',
        params: {
          currency: 'SEK',
          value: 398,
          items: [{ item_id: 'prod_cap', item_name: 'Cap', price: 199, quantity: 2 }],
        },
      },
    ]);
  });

  it('makes one checkout from a double click, with the button disabled while it runs', async () => {
    const shop = buyNowShop();
    const navigated: string[] = [];
    const element = await buyNow(shop, navigated);
    const button = element.querySelector('button')!;
    button.click();
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    expect(element.pending).to.equal(true);
    expect(button.disabled).to.equal(true);
    await until(() => navigated.length === 1, 'navigation');
    expect(shop.fake.calls('POST /v2/checkout')).to.have.length(1);
  });

  it('starts nothing when shop-checkout-start is cancelled, and says what it would have bought', async () => {
    const shop = buyNowShop();
    const element = await buyNow(shop, []);
    const details: unknown[] = [];
    element.addEventListener('shop-checkout-start', (event) => {
      details.push(event.detail);
      event.preventDefault();
    });
    await element.buy();
    expect(details).to.deep.equal([
      {
        cartId: null,
        items: [{ productId: 'prod_cap', variantId: 'var_cap_default', quantity: 2 }],
        successUrl: 'https://shop.example/thanks',
        backUrl: 'https://shop.example/p/cap',
      },
    ]);
    expect(shop.fake.requests).to.have.length(0);
  });

  it('shows why when the product sold out, and is ready to try again', async () => {
    const shop = buyNowShop();
    shop.fake.route('POST /v2/checkout', errorReply(409, 'out_of_stock'));
    const navigated: string[] = [];
    const element = await buyNow(shop, navigated);
    const errors: string[] = [];
    element.addEventListener('shop-error', (event) => errors.push(event.detail.operation));
    await element.buy();
    await element.updateComplete;
    expect(navigated).to.deep.equal([]);
    expect(element.error).to.equal(true);
    expect(element.pending).to.equal(false);
    expect(element.querySelector('button')!.disabled).to.equal(false);
    expect(element.shadowRoot!.querySelector('[part="error"]')!.textContent).to.contain('out_of_stock');
    expect(errors).to.deep.equal(['buy-now']);
  });

  it('still goes to the checkout when the session read for analytics fails', async () => {
    const shop = buyNowShop();
    shop.fake.route('GET /v2/checkout/*', errorReply(500, 'internal'));
    const navigated: string[] = [];
    const element = await buyNow(shop, navigated);
    await element.buy();
    expect(navigated).to.have.length(1);
  });

  it('shows a built-in, accessible "Buy now" button without a slotted one, and names a missing product-id', async () => {
    const shop = buyNowShop();
    const element = await fixture<ShopBuyNowElement>(html`<shop-buy-now .client=${shop.client}></shop-buy-now>`);
    const button = element.shadowRoot!.querySelector<HTMLButtonElement>('[part="button"]')!;
    expect(button.textContent!.trim()).to.equal('Buy now');
    await expect(element).to.be.accessible();
    button.click();
    await element.updateComplete;
    expect(element.shadowRoot!.querySelector('[part="error"]')!.textContent).to.contain('product-id');
    expect(shop.fake.requests).to.have.length(0);
  });
});
