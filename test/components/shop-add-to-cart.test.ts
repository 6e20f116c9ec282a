import { expect, fixture, html } from '@open-wc/testing';
import './define-elements.ts';
import type { ShopAddToCartElement } from '../../components/shop-add-to-cart.ts';
import type { ShopCartElement } from '../../components/shop-cart.ts';
import { configure } from '../../components/internal/config/client-registry.ts';
import { type FakeReply, errorReply } from '../helpers/fake-fetch.ts';
import { DEMO_KEY, makeCart } from '../helpers/fixtures.ts';
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

  it('shows pending and done on the merchant button and beside it, and announces the line and the count', async () => {
    const shop = createTestShop({ cart: makeCart() });
    const element = await fixture<ShopAddToCartElement>(
      html`<shop-add-to-cart .client=${shop.client} product-id="prod_cap" open-cart="false"><button>Buy the cap</button></shop-add-to-cart>`,
    );
    const button = element.querySelector('button')!;
    const feedback = () => element.shadowRoot!.querySelector('[part="feedback"]')!;
    const done = element.add(button);
    expect(button.getAttribute('aria-busy')).to.equal('true');
    await element.updateComplete;
    expect(element.hasAttribute('pending')).to.equal(true);
    expect(feedback().hasAttribute('hidden')).to.equal(false);
    expect(feedback().textContent).to.equal('Adding…');
    await done;
    await element.updateComplete;
    expect(element.hasAttribute('pending')).to.equal(false);
    expect(element.hasAttribute('added')).to.equal(true);
    expect(button.hasAttribute('aria-busy')).to.equal(false);
    expect(feedback().textContent).to.equal('✓ Added to cart');
    expect(element.shadowRoot!.querySelector('[role="status"]')!.textContent).to.equal(
      'Cap added to your cart (2 items).',
    );
    await expect(element).to.be.accessible();
    for (let frame = 0; frame < 600 && element.added; frame++) await new Promise(requestAnimationFrame);
    expect(element.hasAttribute('added'), 'the done state ends by itself').to.equal(false);
    await element.updateComplete;
    expect(feedback().hasAttribute('hidden')).to.equal(true);
  });

  it('opens the cart drawer after a successful add, described by what was added, and gives focus back on close', async () => {
    const shop = createTestShop({ cart: makeCart() });
    const wrapper = await fixture(html`<div><shop-cart .client=${shop.client}></shop-cart>
      <shop-add-to-cart .client=${shop.client} product-id="prod_cap"><button>Buy the cap</button></shop-add-to-cart></div>`);
    const cart = wrapper.querySelector<ShopCartElement>('shop-cart')!;
    const button = wrapper.querySelector('button')!;
    button.focus();
    button.click();
    await until(() => cart.open, 'the drawer to open');
    const dialog = cart.shadowRoot!.querySelector('dialog')!;
    await cart.updateComplete;
    const description = cart.shadowRoot!.getElementById(dialog.getAttribute('aria-describedby')!)!;
    expect(description.textContent).to.equal('Cap added to your cart (2 items).');
    cart.hide();
    await until(() => !cart.open, 'the drawer to close');
    expect(document.activeElement).to.equal(button);
    expect(dialog.hasAttribute('aria-describedby')).to.equal(false);
  });

  it('keeps the drawer closed with open-cart="false" or when the configuration says so', async () => {
    const shop = createTestShop({ cart: makeCart() });
    const wrapper = await fixture(html`<div><shop-cart .client=${shop.client}></shop-cart>
      <shop-add-to-cart .client=${shop.client} product-id="prod_cap" open-cart="false"></shop-add-to-cart>
      <shop-add-to-cart .client=${shop.client} product-id="prod_tee"></shop-add-to-cart></div>`);
    const cart = wrapper.querySelector<ShopCartElement>('shop-cart')!;
    const [off, follows] = [...wrapper.querySelectorAll<ShopAddToCartElement>('shop-add-to-cart')];
    await off!.add();
    expect(cart.open).to.equal(false);
    configure({ publishableKey: DEMO_KEY, storage: 'memory' }, { openCartOnAdd: false });
    await follows!.add();
    expect(follows!.added).to.equal(true);
    expect(cart.open).to.equal(false);
    configure({ publishableKey: DEMO_KEY, storage: 'memory' }, { openCartOnAdd: true });
  });

  const failures: Array<[string, FakeReply, string]> = [
    [
      'a sold-out variant',
      errorReply(409, 'out_of_stock', {
        lines: [{ productId: 'prod_cap', variantId: 'v', requested: 1, available: 0 }],
      }),
      'Sold out.',
    ],
    [
      'too few left',
      errorReply(409, 'out_of_stock', {
        lines: [{ productId: 'prod_cap', variantId: 'v', requested: 5, available: 2 }],
      }),
      'Only 2 left in stock.',
    ],
    [
      'no connection',
      { networkError: 'Failed to fetch' },
      'No connection to the shop. Check your connection and try again.',
    ],
    ['a busy shop', errorReply(503, 'unavailable'), 'The shop is busy. Wait a moment and try again.'],
    ['a product gone', errorReply(404, 'not_found'), 'This product is no longer available.'],
  ];
  for (const [what, reply, shown] of failures) {
    it(`says why an add failed beside the button: ${what}`, async () => {
      const shop = createTestShop({ cart: makeCart() });
      shop.fake.route('POST /v2/cart/*/items', reply);
      shop.fake.route('POST /v2/cart', reply);
      const element = await fixture<ShopAddToCartElement>(
        html`<shop-add-to-cart .client=${shop.client} product-id="prod_cap"><button>Buy</button></shop-add-to-cart>`,
      );
      const messages: string[] = [];
      element.addEventListener('shop-error', (e) => messages.push(e.detail.message));
      await element.add();
      await element.updateComplete;
      const error = element.shadowRoot!.querySelector('[part="error"]')!;
      expect(error.textContent!.trim()).to.equal(shown);
      expect(messages).to.deep.equal([shown]);
      expect(element.added).to.equal(false);
    });
  }
});
