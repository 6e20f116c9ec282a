import { expect } from '@open-wc/testing';
import {
  describeItemParams,
  describeLines,
  describeProductItem,
  describePurchase,
  emitCommerceEvent,
  toMajorUnits,
  type ShopkitAnalyticsEvent,
  type ShopkitCommerceEvent,
} from '../../components/internal/analytics/commerce-events.ts';
import {
  makeAppliedDiscount,
  makeCart,
  makeCartItem,
  makeCheckoutSession,
  makeProduct,
  makeVariant,
} from '../helpers/fixtures.ts';

describe('commerce events', () => {
  it('converts minor units to the major units GA4 expects, by the currency exponent', () => {
    expect(toMajorUnits(12950, 'SEK')).to.equal(129.5);
    expect(toMajorUnits(1999, 'EUR')).to.equal(19.99);
    expect(toMajorUnits(1200, 'JPY')).to.equal(1200);
    // ISO 4217's exponent, as the wire's amounts use it, where Intl shows fewer decimals by default.
    expect(toMajorUnits(1290050, 'HUF')).to.equal(12900.5);
    expect(toMajorUnits(1500, 'IQD')).to.equal(1.5);
  });

  it('names the variant of a product item only when the product has several', () => {
    const single = makeProduct();
    expect(describeProductItem(single, single.variants[0]!)).to.deep.equal({
      item_id: 'prod_mug',
      item_name: 'Mug',
      price: 129,
      quantity: 1,
    });
    const blue = makeVariant({ id: 'var_blue', name: 'Blue', price: 14900 });
    const several = makeProduct({ variants: [makeVariant(), blue] });
    expect(describeProductItem(several, blue, 2)).to.include({ item_variant: 'Blue', price: 149, quantity: 2 });
  });

  it('describes a cart by its lines and total in the cart currency', () => {
    const cart = makeCart({
      currency: 'EUR',
      items: [makeCartItem({ unitPrice: 1250, quantity: 2, lineTotal: 2500, variantName: 'Large' })],
    });
    const params = describeLines({ ...cart, total: 2500 });
    expect(params.currency).to.equal('EUR');
    expect(params.value).to.equal(25);
    expect(params.items[0]).to.include({ price: 12.5, quantity: 2, item_variant: 'Large' });
  });

  it('describes a purchase with its order number as transaction_id and its VAT as tax, in major units', () => {
    const session = makeCheckoutSession({ status: 'paid', orderNumber: '1042', currency: 'JPY', vatTotal: 240 });
    expect(describePurchase({ ...session, total: 1200 })).to.deep.include({
      currency: 'JPY',
      value: 1200,
      transaction_id: '1042',
      tax: 240,
    });
  });

  it('values a discounted cart at its total after discounts and names the applied codes as the coupon', () => {
    const cart = makeCart({
      discounts: [
        makeAppliedDiscount({ code: 'SPRING10', amount: 1290 }),
        makeAppliedDiscount({ code: 'BIG500', applied: false, reason: 'below_minimum', amount: 0 }),
      ],
    });
    const params = describeLines(cart);
    expect(params.value).to.equal(116.1);
    expect(params.coupon).to.equal('SPRING10');
    expect(describeLines(makeCart())).to.not.have.property('coupon');
  });

  it('sums one item as price times quantity without float noise', () => {
    const params = describeItemParams({ item_id: 'p', item_name: 'P', price: 0.1, quantity: 3 }, 'EUR');
    expect(params.value).to.equal(0.3);
  });

  it('dispatches shop-analytics from the source, bubbling out of a shadow root to the document', async () => {
    const host = document.createElement('div');
    const inner = document.createElement('span');
    host.attachShadow({ mode: 'open' }).append(inner);
    document.body.append(host);
    const seen: ShopkitCommerceEvent[] = [];
    const listener = (event: CustomEvent<ShopkitAnalyticsEvent>) => seen.push(event.detail as ShopkitCommerceEvent);
    document.addEventListener('shop-analytics', listener);
    try {
      emitCommerceEvent(inner, { name: 'view_cart', params: { currency: 'SEK', value: 0, items: [] } });
    } finally {
      document.removeEventListener('shop-analytics', listener);
      host.remove();
    }
    expect(seen.map((event) => event.name)).to.deep.equal(['view_cart']);
  });
});
