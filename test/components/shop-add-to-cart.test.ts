import { expect, fixture, html } from '@open-wc/testing';
import './define-elements.ts';
import type { ShopAddToCartElement } from '../../components/shop-add-to-cart.ts';
import type { ShopCartElement } from '../../components/shop-cart.ts';
import { errorReply } from '../helpers/fake-fetch.ts';
import { makeCart } from '../helpers/fixtures.ts';
import { createTestShop, until } from './test-shop.ts';

describe('<shop-add-to-cart>', () => {
  it('creates the cart with its first line in one POST when the merchant button is pressed', async () => {
    const shop = createTestShop();
    const added: unknown[] = [];
    const element =
      await fixture<ShopAddToCartElement>(html`<shop-add-to-cart .client=${shop.client} product-id="prod_cap" quantity="2"
      @shop-cart-added=${(e: CustomEvent) => added.push(e.detail)}><button>Buy the cap</button></shop-add-to-cart>`);
    element.querySelector('button')!.click();
    expect(element.pending).to.equal(true);
    expect(element.querySelector('button')!.disabled).to.equal(true);
    await until(() => added.length === 1, 'shop-cart-added');
    expect(shop.fake.requests.map((r) => `${r.method} ${r.path}`)).to.deep.equal(['POST /v2/cart']);
    expect(shop.fake.requests[0]!.body).to.deep.equal({ items: [{ productId: 'prod_cap', quantity: 2 }] });
    expect(added[0]).to.include({ productId: 'prod_cap', quantity: 2, variantId: undefined });
    expect(element.pending).to.equal(false);
    expect(element.querySelector('button')!.disabled).to.equal(false);
    await expect(element).to.be.accessible();
  });

  it('updates every cart element on the page after the add', async () => {
    const shop = createTestShop({ cart: makeCart() });
    const wrapper = await fixture(html`<div><shop-cart .client=${shop.client}></shop-cart>
      <shop-add-to-cart .client=${shop.client} product-id="prod_tee" variant-id="var_tee_l"></shop-add-to-cart></div>`);
    const cart = wrapper.querySelector<ShopCartElement>('shop-cart')!;
    const count = (): string | null | undefined => cart.shadowRoot!.querySelector('[part="count"]')?.textContent;
    await until(() => count() === '1', 'count 1');
    (
      wrapper.querySelector('shop-add-to-cart')!.shadowRoot!.querySelector('[part="button"]') as HTMLButtonElement
    ).click();
    await until(() => count() === '2', 'count 2');
    expect(shop.fake.calls('POST /v2/cart/*/items')[0]!.body).to.deep.equal({
      productId: 'prod_tee',
      variantId: 'var_tee_l',
      quantity: 1,
    });
    expect(shop.fake.calls('GET /v2/cart/*')).to.have.length(1);
  });

  it('sends nothing when shop-cart-add is cancelled', async () => {
    const shop = createTestShop();
    const element =
      await fixture<ShopAddToCartElement>(html`<shop-add-to-cart .client=${shop.client} product-id="prod_mug"
      @shop-cart-add=${(e: Event) => e.preventDefault()}></shop-add-to-cart>`);
    await element.add();
    expect(shop.fake.requests).to.have.length(0);
  });

  it('leaves the cart as it was and shows why when the add fails', async () => {
    const before = makeCart();
    const shop = createTestShop({ cart: before });
    shop.fake.route(
      'POST /v2/cart/*/items',
      errorReply(409, 'out_of_stock', {
        lines: [{ productId: 'prod_cap', variantId: 'v', requested: 1, available: 0 }],
      }),
    );
    const wrapper = await fixture(html`<div><shop-cart .client=${shop.client}></shop-cart>
      <shop-add-to-cart .client=${shop.client} product-id="prod_cap"></shop-add-to-cart></div>`);
    const cart = wrapper.querySelector<ShopCartElement>('shop-cart')!;
    const element = wrapper.querySelector<ShopAddToCartElement>('shop-add-to-cart')!;
    await until(() => cart.shadowRoot!.querySelector('[part="count"]')?.textContent === '1', 'count 1');
    const errors: string[] = [];
    element.addEventListener('shop-error', (e) => errors.push(e.detail.operation));
    await element.add();
    expect(element.hasAttribute('error')).to.equal(true);
    const shown = element.shadowRoot!.querySelector('[part="error"]')!;
    expect(shown.hasAttribute('hidden')).to.equal(false);
    expect(shown.textContent!.trim()).to.not.equal('');
    expect(errors).to.deep.equal(['add']);
    expect(cart.shadowRoot!.querySelector('[part="count"]')!.textContent).to.equal('1');
    expect(shop.cart()).to.deep.equal(before);
    expect(cart.hasAttribute('error')).to.equal(false);
    await expect(element).to.be.accessible();
  });
});
