// The commerce events the cart elements send (`shop-analytics`, GA4's ecommerce schema, amounts in major units).
import { expect, fixture, html } from '@open-wc/testing';
import './define-elements.ts';
import type {
  ShopkitAnalyticsEvent,
  ShopkitCommerceEvent,
} from '../../components/internal/analytics/commerce-events.ts';
import type { ShopAddToCartElement } from '../../components/shop-add-to-cart.ts';
import type { ShopCartElement } from '../../components/shop-cart.ts';
import type { ShopCheckoutButtonElement } from '../../components/shop-checkout-button.ts';
import { makeCart, makeCartItem } from '../helpers/fixtures.ts';
import { createTestShop, until } from './test-shop.ts';

function recordAnalytics(): { events: ShopkitCommerceEvent[]; stop(): void } {
  const events: ShopkitCommerceEvent[] = [];
  const listener = (event: CustomEvent<ShopkitAnalyticsEvent>): void =>
    void events.push(event.detail as ShopkitCommerceEvent);
  document.addEventListener('shop-analytics', listener);
  return { events, stop: () => document.removeEventListener('shop-analytics', listener) };
}

const MUG_AND_TEE = makeCart({
  items: [
    makeCartItem(),
    makeCartItem({
      id: 'li_0002',
      productId: 'prod_tee',
      name: 'Tee',
      variantName: 'Large',
      quantity: 2,
      unitPrice: 24900,
    }),
  ],
});

describe('commerce events of the cart elements', () => {
  let recorder: ReturnType<typeof recordAnalytics>;
  beforeEach(() => (recorder = recordAnalytics()));
  afterEach(() => recorder.stop());

  it('<shop-add-to-cart> sends add_to_cart with the added line, its quantity and value in major units', async () => {
    const shop = createTestShop();
    const button = await fixture<ShopAddToCartElement>(
      html`<shop-add-to-cart .client=${shop.client} product-id="prod_cap" quantity="3"></shop-add-to-cart>`,
    );
    await button.add();
    expect(recorder.events).to.deep.equal([
      {
        name: 'add_to_cart',
        params: {
          currency: 'SEK',
          value: 597,
          items: [{ item_id: 'prod_cap', item_name: 'Cap', price: 199, quantity: 3 }],
        },
      },
    ]);
  });

  it('<shop-add-to-cart> sends nothing when the add fails or is cancelled', async () => {
    const shop = createTestShop();
    const button = await fixture<ShopAddToCartElement>(
      html`<shop-add-to-cart .client=${shop.client} product-id="prod_mug"></shop-add-to-cart>`,
    );
    button.addEventListener('shop-cart-add', (event) => event.preventDefault(), { once: true });
    await button.add();
    expect(recorder.events).to.deep.equal([]);
  });

  it('<shop-cart> sends view_cart with every line and the total when the drawer opens', async () => {
    const shop = createTestShop({ cart: MUG_AND_TEE });
    const cart = await fixture<ShopCartElement>(html`<shop-cart .client=${shop.client}></shop-cart>`);
    await until(() => cart.shadowRoot!.querySelector('[part="count"]')?.textContent === '3', 'count');
    await cart.show();
    expect(recorder.events).to.deep.equal([
      {
        name: 'view_cart',
        params: {
          currency: 'SEK',
          value: 627,
          items: [
            { item_id: 'prod_mug', item_name: 'Mug', price: 129, quantity: 1 },
            { item_id: 'prod_tee', item_name: 'Tee', item_variant: 'Large', price: 249, quantity: 2 },
          ],
        },
      },
    ]);
  });

  it('<shop-cart> sends add_to_cart for one more and remove_from_cart for one less or a removed line', async () => {
    const shop = createTestShop({ cart: MUG_AND_TEE });
    const cart = await fixture<ShopCartElement>(html`<shop-cart .client=${shop.client}></shop-cart>`);
    await until(() => cart.shadowRoot!.querySelector('[part="count"]')?.textContent === '3', 'count');
    await cart.show();
    await until(() => cart.shadowRoot!.querySelectorAll('[part="line"]').length === 2, 'lines');
    recorder.events.length = 0;
    const press = async (label: string): Promise<void> => {
      const before = recorder.events.length;
      (cart.shadowRoot!.querySelector(`button[aria-label="${label}"]`) as HTMLButtonElement).click();
      await until(() => recorder.events.length > before, label);
    };
    await press('One more: Mug');
    await until(() => !cart.shadowRoot!.querySelector('ul[aria-busy="true"]'), 'idle');
    await press('One less: Tee, Large');
    expect(
      recorder.events.map((event) => [
        event.name,
        event.params.items[0]!.item_id,
        event.params.items[0]!.quantity,
        event.params.value,
      ]),
    ).to.deep.equal([
      ['add_to_cart', 'prod_mug', 1, 129],
      ['remove_from_cart', 'prod_tee', 1, 249],
    ]);
  });

  it('<shop-checkout-button> sends begin_checkout with the cart before the handoff, not when cancelled', async () => {
    const shop = createTestShop({ cart: MUG_AND_TEE });
    const button = await fixture<ShopCheckoutButtonElement>(
      html`<shop-checkout-button .client=${shop.client} .navigate=${async () => undefined}></shop-checkout-button>`,
    );
    await until(() => !button.shadowRoot!.querySelector('button')!.disabled, 'enabled');
    button.addEventListener('shop-checkout-start', (event) => event.preventDefault(), { once: true });
    await button.start();
    expect(recorder.events).to.deep.equal([]);
    let handoffSeenAt = -1;
    button.addEventListener('shop-analytics', () => (handoffSeenAt = shop.fake.calls('POST /v2/checkout').length));
    await button.start();
    expect(recorder.events.map((event) => event.name)).to.deep.equal(['begin_checkout']);
    expect(recorder.events[0]!.params).to.include({ currency: 'SEK', value: 627 });
    expect(handoffSeenAt, 'sent before the handoff request').to.equal(0);
  });
});
