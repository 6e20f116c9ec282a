import { expect, fixture, html } from '@open-wc/testing';
import './define-elements.ts';
import type { ShopkitCommerceEvent } from '../../components/internal/analytics/commerce-events.ts';
import type { ShopEventDetails } from '../../components/internal/base/events.ts';
import type { ShopOrderConfirmationElement } from '../../components/shop-order-confirmation.ts';
import type { CheckoutSession } from '../../src/index.ts';
import { errorReply } from '../helpers/fake-fetch.ts';
import { makeCart, makeCartItem, makeCheckoutSession } from '../helpers/fixtures.ts';
import { createTestShop, mapStorage, until } from './test-shop.ts';

const lines = [
  makeCartItem(),
  makeCartItem({ id: 'li_2', productId: 'prod_tee', name: 'Tee', variantName: 'Large', quantity: 2, unitPrice: 2490 }),
];
const paid = makeCheckoutSession({ status: 'paid', orderNumber: '1001', currency: 'EUR', items: lines });
const processing: CheckoutSession = { ...paid, status: 'processing' };

/** A browser that placed order 1001: it remembers the session and the cart that was paid. */
function placedOrder(routes: Partial<Record<'session', CheckoutSession[]>> = {}) {
  const storage = mapStorage({ shop_cart_id: 'cart_0001', shop_checkout_session: 'cs_0001' });
  const gates: Array<() => void> = [];
  const shop = createTestShop({
    cart: makeCart(),
    storage,
    sleep: () => new Promise<void>((resolve) => gates.push(resolve)),
  });
  shop.fake.route(
    'GET /v2/checkout/*',
    (routes.session ?? [paid]).map((body) => ({ body })),
  );
  return { shop, storage, gates };
}

interface Seen {
  purchases: Array<ShopEventDetails['shop-purchase']>;
  analytics: ShopkitCommerceEvent[];
  states: string[];
}

async function confirmation(
  shop: ReturnType<typeof createTestShop>,
  attributes: { orderNumber?: string; waitMs?: number } = {},
): Promise<{ element: ShopOrderConfirmationElement; seen: Seen }> {
  const seen: Seen = { purchases: [], analytics: [], states: [] };
  const wrapper = await fixture<HTMLElement>(html`<div
    @shop-purchase=${(e: CustomEvent) => seen.purchases.push(e.detail)}
    @shop-analytics=${(e: CustomEvent) => seen.analytics.push(e.detail)}
    @shop-confirmation-change=${(e: CustomEvent) => seen.states.push(e.detail.state)}
  ><shop-order-confirmation .client=${shop.client} order-number=${attributes.orderNumber ?? '1001'}
    wait-ms=${attributes.waitMs ?? 30000} lang="en-GB"><p>A receipt is on its way.</p></shop-order-confirmation></div>`);
  return { element: wrapper.querySelector('shop-order-confirmation')!, seen };
}

const part = (element: Element, name: string) => element.shadowRoot!.querySelector<HTMLElement>(`[part="${name}"]`);
const text = (element: Element, name: string) => part(element, name)?.innerText.replace(/\s+/g, ' ').trim() ?? '';
const settledIn = (element: ShopOrderConfirmationElement, state: string) =>
  until(() => element.state === state, `state ${state}`).then(() => element.updateComplete);

describe('<shop-order-confirmation>', () => {
  it("shows this browser's order: number, lines, VAT and total in the order's currency", async () => {
    const { shop } = placedOrder();
    const { element } = await confirmation(shop);
    await settledIn(element, 'confirmed');
    expect(element.getAttribute('state')).to.equal('confirmed');
    expect(text(element, 'status')).to.equal('Order number 1001');
    const rows = [...element.shadowRoot!.querySelectorAll<HTMLElement>('[part="line"]')].map((row) =>
      row.innerText.replace(/\s+/g, ' ').trim(),
    );
    expect(rows).to.deep.equal(['Mug 1 €129.00', 'Tee Large 2 €49.80']);
    expect(text(element, 'totals')).to.contain('Total €178.80').and.contain('Of which VAT €35.76');
    await expect(element).to.be.accessible();
  });

  it('forgets the cart and the session, and reports the order once with the purchase event', async () => {
    const { shop, storage } = placedOrder();
    const { element, seen } = await confirmation(shop);
    await settledIn(element, 'confirmed');
    expect(await shop.client.cart.id()).to.equal(null);
    expect(storage.entries.has('shop_checkout_session')).to.equal(false);
    expect(seen.purchases).to.deep.equal([{ orderNumber: '1001', session: paid }]);
    expect(seen.analytics).to.deep.equal([
      {
        name: 'purchase',
        params: {
          currency: 'EUR',
          value: 178.8,
          transaction_id: '1001',
          tax: 35.76,
          shipping: 0,
          items: [
            { item_id: 'prod_mug', item_name: 'Mug', price: 129, quantity: 1 },
            { item_id: 'prod_tee', item_name: 'Tee', item_variant: 'Large', price: 24.9, quantity: 2 },
          ],
        },
      },
    ]);

    const reload = await confirmation(shop);
    await settledIn(reload.element, 'confirmed');
    expect(reload.element.shadowRoot!.querySelectorAll('[part="line"]')).to.have.length(2);
    expect(reload.seen.purchases, 'a reload reports nothing').to.deep.equal([]);
    expect(reload.seen.analytics).to.deep.equal([]);
  });

  it('shows another browser only a generic thank you with the number from the URL, and asks nothing', async () => {
    const shop = createTestShop();
    const { element, seen } = await confirmation(shop);
    await settledIn(element, 'unknown');
    expect(text(element, 'heading')).to.equal('Thank you for your order!');
    expect(text(element, 'status')).to.equal('Order number 1001');
    expect(part(element, 'lines')).to.equal(null);
    expect(shop.fake.calls('GET /v2/checkout/*')).to.have.length(0);
    expect(seen.purchases).to.deep.equal([]);
  });

  it("never shows the remembered session's lines on the page of another order", async () => {
    const { shop } = placedOrder();
    const { element } = await confirmation(shop, { orderNumber: '999' });
    await settledIn(element, 'unknown');
    expect(text(element, 'status')).to.equal('Order number 999');
    expect(part(element, 'lines')).to.equal(null);
  });

  it('shows pending while payment is confirmed, then the confirmation, reporting only then', async () => {
    const { shop, gates } = placedOrder({ session: [processing, paid] });
    const { element, seen } = await confirmation(shop);
    await settledIn(element, 'pending');
    expect(text(element, 'status')).to.equal(
      'Order number 1001 Your payment is being confirmed. This page updates by itself.',
    );
    expect(part(element, 'status')!.getAttribute('aria-busy')).to.equal('true');
    expect(element.shadowRoot!.querySelectorAll('[part="line"]')).to.have.length(2);
    expect(seen.purchases).to.deep.equal([]);
    expect(await shop.client.cart.id(), 'the platform dropped the paid cart').to.equal(null);
    gates.shift()!();
    await settledIn(element, 'confirmed');
    expect(seen.states).to.deep.equal(['pending', 'confirmed']);
    expect(seen.purchases).to.have.length(1);
  });

  it('stays pending when the wait ends first, and confirms on "Check again"', async () => {
    const { shop, storage } = placedOrder({ session: [processing, processing, paid] });
    const { element, seen } = await confirmation(shop, { waitMs: 0 });
    await settledIn(element, 'pending');
    expect(text(element, 'status')).to.contain('still being confirmed');
    expect(storage.entries.get('shop_checkout_session'), 'kept for a later visit').to.equal('cs_0001');
    const again = element.shadowRoot!.querySelector<HTMLButtonElement>('button:not([hidden] button)')!;
    expect(again.textContent!.trim()).to.equal('Check again');
    again.click();
    await until(() => shop.fake.calls('GET /v2/checkout/*').length === 2, 'second read');
    expect(element.state).to.equal('pending');
    again.click();
    await settledIn(element, 'confirmed');
    expect(seen.purchases).to.have.length(1);
  });

  it('shows the error with a retry when the order cannot be read', async () => {
    const { shop } = placedOrder();
    shop.fake.route('GET /v2/checkout/*', [errorReply(503, 'unavailable'), { body: paid }]);
    const { element, seen } = await confirmation(shop);
    await settledIn(element, 'error');
    expect(element.error).to.equal(true);
    expect(text(element, 'error')).to.contain('Your order details could not be loaded.');
    part(element, 'error')!.querySelector('button')!.click();
    await settledIn(element, 'confirmed');
    expect(element.error).to.equal(false);
    expect(seen.purchases).to.have.length(1);
  });

  it('shows applied discounts when the platform reports them', async () => {
    const discounted = { ...paid, discounts: [{ code: 'SPRING', applied: true, reason: null, amount: 1000 }] };
    const { shop } = placedOrder({ session: [discounted as CheckoutSession] });
    const { element } = await confirmation(shop);
    await settledIn(element, 'confirmed');
    expect(text(element, 'totals')).to.contain('Discount (SPRING) −€10.00');
  });

  it('reads the order number from a /success/<orderNumber> address', async () => {
    const { shop } = placedOrder();
    const before = location.href;
    history.replaceState(null, '', '/success/1001');
    try {
      const element = await fixture<ShopOrderConfirmationElement>(
        html`<shop-order-confirmation .client=${shop.client}></shop-order-confirmation>`,
      );
      await settledIn(element, 'confirmed');
      expect(text(element, 'status')).to.equal('Order number 1001');
    } finally {
      history.replaceState(null, '', before);
    }
  });

  it('speaks Swedish on a Swedish page', async () => {
    const { shop } = placedOrder();
    const wrapper = await fixture(
      html`<div lang="sv"><shop-order-confirmation .client=${shop.client} order-number="1001"></shop-order-confirmation></div>`,
    );
    const element = wrapper.querySelector('shop-order-confirmation')!;
    await settledIn(element, 'confirmed');
    expect(text(element, 'heading')).to.equal('Tack för din beställning!');
    expect(text(element, 'totals')).to.contain('Totalt');
  });

  describe('an order that ships', () => {
    const shipped: CheckoutSession = {
      ...paid,
      shipping: { methodId: 'ship_express', name: 'Express', amount: 990, vatAmount: 198, free: false },
      shippingTotal: 990,
      shippingAddress: {
        name: 'Ann Berg',
        street: 'Storgatan 1',
        postalCode: '111 22',
        city: 'Stockholm',
        country: 'SE',
        phone: null,
      },
      vatTotal: 3576 + 198,
      total: 17880 + 990,
    };

    it('shows the shipping line and the delivery address, and reports the shipping apart from the value', async () => {
      const { shop } = placedOrder({ session: [shipped] });
      const { element, seen } = await confirmation(shop);
      await settledIn(element, 'confirmed');
      expect(text(element, 'totals')).to.contain('Shipping (Express) €9.90').and.contain('Total €188.70');
      expect(text(element, 'address')).to.equal('Delivery address Ann Berg Storgatan 1 111 22 Stockholm Sweden');
      expect(seen.analytics[0]!.params).to.include({ value: 178.8, shipping: 9.9, tax: 37.74 });
      expect(JSON.stringify(seen.analytics), 'no address in an analytics event').not.to.contain('Storgatan');
      await expect(element).to.be.accessible();
    });

    it('binds the shipping and the address into the order scope, for this browser only', async () => {
      const { shop } = placedOrder({ session: [shipped] });
      const wrapper = await fixture<HTMLElement>(
        html`<div><shop-order-confirmation .client=${shop.client} order-number="1001" lang="en-GB"><template>
          <p class="shipping"><span data-shop-text="order.shipping.name"></span> <span data-shop-text="order.shipping.amountDisplay"></span></p>
          <address data-shop-show="order.address"><span data-shop-text="order.address.street"></span>, <span data-shop-text="order.address.countryName"></span></address>
        </template></shop-order-confirmation></div>`,
      );
      const element = wrapper.querySelector<ShopOrderConfirmationElement>('shop-order-confirmation')!;
      await settledIn(element, 'confirmed');
      expect(element.querySelector('.shipping')!.textContent!.trim()).to.equal('Express €9.90');
      expect(element.querySelector('address')!.textContent!.trim()).to.equal('Storgatan 1, Sweden');
    });
  });

  describe("with the merchant's template", () => {
    const TEMPLATE = html`<template>
      <h2>Order <span class="number" data-shop-text="order.number"></span></h2>
      <p class="waiting" data-shop-show="order.pending" hidden>Confirming your payment…</p>
      <ul>
        <template data-shop-each="order.lines" data-shop-as="line">
          <li><span data-shop-text="line.name"></span> × <span data-shop-text="line.quantity"></span>:
            <span data-shop-text="line.lineTotalDisplay"></span></li>
        </template>
      </ul>
      <p class="total" data-shop-show="order.own" hidden>Total <span data-shop-text="order.totalDisplay"></span></p>
    </template>`;

    async function templated(shop: ReturnType<typeof createTestShop>): Promise<ShopOrderConfirmationElement> {
      const wrapper = await fixture<HTMLElement>(
        html`<div><shop-order-confirmation .client=${shop.client} order-number="1001" lang="en-GB"
          >${TEMPLATE}</shop-order-confirmation></div>`,
      );
      return wrapper.querySelector('shop-order-confirmation')!;
    }
    const light = (element: Element) => (element as HTMLElement).innerText.replace(/\s+/g, ' ').trim();

    it("binds this browser's order into the merchant's own markup instead of the default rendering", async () => {
      const { shop } = placedOrder();
      const element = await templated(shop);
      await settledIn(element, 'confirmed');
      expect(element.querySelector('.number')!.textContent).to.equal('1001');
      expect(
        [...element.querySelectorAll('li')].map((li) => li.textContent!.replace(/\s+/g, ' ').trim()),
      ).to.deep.equal(['Mug × 1: €129.00', 'Tee × 2: €49.80']);
      expect(light(element.querySelector('.total')!)).to.equal('Total €178.80');
      expect(part(element, 'heading'), 'no default rendering').to.equal(null);
      await expect(element).to.be.accessible();
    });

    it('binds only the number for a visitor who did not place the order', async () => {
      const element = await templated(createTestShop());
      await settledIn(element, 'unknown');
      expect(element.querySelector('.number')!.textContent).to.equal('1001');
      expect(element.querySelectorAll('li')).to.have.length(0);
      expect(element.querySelector<HTMLElement>('.total')!.hidden).to.equal(true);
    });

    it('follows the state: pending shows the waiting block, then the confirmation fills it in', async () => {
      const { shop, gates } = placedOrder({ session: [processing, paid] });
      const element = await templated(shop);
      await settledIn(element, 'pending');
      expect(element.querySelector<HTMLElement>('.waiting')!.hidden).to.equal(false);
      gates.shift()!();
      await settledIn(element, 'confirmed');
      expect(element.querySelector<HTMLElement>('.waiting')!.hidden).to.equal(true);
      expect(element.querySelectorAll('li')).to.have.length(2);
    });
  });
});
