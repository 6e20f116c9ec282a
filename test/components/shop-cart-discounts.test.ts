import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { defineTexts } from './define-elements.ts';
import { textsFor } from '../../components/internal/texts/i18n.ts';
import { DISCOUNT_REASONS } from '../../src/index.ts';
import type { ShopCartElement } from '../../components/shop-cart.ts';
import { makeAppliedDiscount, makeCart, makeCartItem } from '../helpers/fixtures.ts';
import { createTestShop, settled, until } from './test-shop.ts';

// A 249 kr tee twice and a 129 kr mug: 627 kr, under BIG500's 500 kr minimum only when the tee goes.
const cartOf = (partial: Parameters<typeof makeCart>[0] = {}) =>
  makeCart({
    items: [
      makeCartItem(),
      makeCartItem({ id: 'li_0002', productId: 'prod_tee', name: 'Tee', quantity: 2, unitPrice: 24900 }),
    ],
    ...partial,
  });

const root = (cart: Element): ShadowRoot => cart.shadowRoot!;
const text = (node: Element | null | undefined): string => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
const field = (cart: Element) => root(cart).querySelector<HTMLInputElement>('#discount-code')!;
const message = (cart: Element) => root(cart).querySelector('[part="discount-message"]')!;
const rows = (cart: Element) => [...root(cart).querySelectorAll('[part="discount"]')].map(text);

async function openCart(shop = createTestShop({ cart: cartOf() }), markup = html``) {
  const cart = await fixture<ShopCartElement>(
    html`<div lang="en">${markup}<shop-cart .client=${shop.client}></shop-cart></div>`,
  ).then((wrapper) => wrapper.querySelector('shop-cart')!);
  await cart.show();
  await until(() => root(cart).querySelectorAll('[part="line"]').length > 0, 'lines');
  return { cart, shop };
}

async function submit(cart: ShopCartElement, code: string): Promise<void> {
  field(cart).focus();
  field(cart).value = code;
  await sendKeys({ press: 'Enter' });
}

describe('<shop-cart> discount codes', () => {
  it('shows a labelled code field in the drawer by default', async () => {
    const { cart } = await openCart();
    const input = field(cart);
    expect(input.labels?.[0]?.textContent).to.equal('Discount code');
    expect(input.getAttribute('aria-describedby')).to.equal('discount-message');
    expect(text(root(cart).querySelector('[part="discount-form"] button'))).to.equal('Apply');
    await settled(cart);
    await expect(cart).to.be.accessible();
  });

  it('applies a typed code: the discount row, the total, a cleared field and the applied event', async () => {
    const { cart, shop } = await openCart();
    const applied: string[] = [];
    cart.addEventListener('shop-discount-applied', (event) => applied.push(event.detail.code));
    await submit(cart, ' spring10 ');
    await until(() => rows(cart).length === 1, 'discount row');
    const posts = shop.fake.calls('POST /v2/cart/*/discounts');
    expect(posts.map((request) => [request.path, request.body])).to.deep.equal([
      ['/v2/cart/cart_0001/discounts', { code: 'spring10' }],
    ]);
    expect(rows(cart)[0]).to.equal('Discount SPRING10 Remove −SEK 62.70');
    const remove = root(cart).querySelector('[part="discount"] .remove')!;
    expect(remove.getAttribute('aria-label')).to.equal('Remove the code SPRING10');
    expect(text(root(cart).querySelector('[part="total"]'))).to.equal('TotalSEK 564.30');
    expect(field(cart).value).to.equal('');
    expect(text(message(cart))).to.equal('The code spring10 is applied.');
    expect(applied).to.deep.equal(['spring10']);
    await settled(cart);
    await expect(cart).to.be.accessible();
  });

  it('says why a code does not apply, under the field and in its live region, and leaves the cart alone', async () => {
    const { cart, shop } = await openCart();
    const rejected: unknown[] = [];
    cart.addEventListener('shop-discount-rejected', (event) => rejected.push(event.detail));
    await submit(cart, 'winter');
    await until(() => text(message(cart)) !== '', 'message');
    expect(text(message(cart))).to.equal('The code winter has expired.');
    expect(message(cart).getAttribute('role')).to.equal('status');
    expect(field(cart).getAttribute('aria-invalid')).to.equal('true');
    expect(field(cart).value, 'kept for correcting').to.equal('winter');
    expect(rows(cart)).to.deep.equal([]);
    expect(cart.hasAttribute('error')).to.equal(false);
    expect(rejected).to.deep.equal([{ code: 'winter', reason: 'expired', source: 'field' }]);
    expect(shop.cart()!.discounts).to.deep.equal([]);
    await settled(cart);
    await expect(cart).to.be.accessible();
  });

  it('clears the reason as soon as the shopper edits the code', async () => {
    const { cart } = await openCart();
    await submit(cart, 'nope');
    await until(() => field(cart).getAttribute('aria-invalid') === 'true', 'rejected');
    expect(text(message(cart))).to.equal("We don't recognise the code nope.");
    await sendKeys({ type: 'X' });
    await until(() => field(cart).getAttribute('aria-invalid') === 'false', 'cleared');
    expect(text(message(cart))).to.equal('');
  });

  it('names the minimum in the cart currency and the shopper language', async () => {
    const shop = createTestShop({ cart: cartOf({ items: [makeCartItem()] }) });
    const cart = await fixture<ShopCartElement>(html`<shop-cart lang="sv-SE" .client=${shop.client}></shop-cart>`);
    await cart.show();
    await until(() => root(cart).querySelector('#discount-code') !== null, 'field');
    expect(field(cart).labels?.[0]?.textContent).to.equal('Rabattkod');
    await submit(cart, 'BIG500');
    await until(() => text(message(cart)) !== '', 'message');
    expect(text(message(cart))).to.match(/^Koden BIG500 gäller för beställningar på minst 500,00\s?kr\.$/);
  });

  it('removes a code with its row button and keeps the focus in the drawer, on the field', async () => {
    const shop = createTestShop({ cart: cartOf({ discounts: [makeAppliedDiscount({ amount: 6270 })] }) });
    const { cart } = await openCart(shop);
    const removed: string[] = [];
    cart.addEventListener('shop-discount-removed', (event) => removed.push(event.detail.code));
    root(cart).querySelector<HTMLButtonElement>('[part="discount"] .remove')!.click();
    await until(() => rows(cart).length === 0, 'row gone');
    expect(shop.fake.calls('DELETE /v2/cart/*/discounts/*').map((request) => request.path)).to.deep.equal([
      '/v2/cart/cart_0001/discounts/SPRING10',
    ]);
    expect(root(cart).querySelector('[part="total"]')).to.equal(null);
    expect(root(cart).activeElement).to.equal(field(cart));
    expect(text(message(cart))).to.equal('The code SPRING10 is removed.');
    expect(removed).to.deep.equal(['SPRING10']);
  });

  it('shows a code the cart keeps but does not apply, with its reason and no amount', async () => {
    const kept = makeAppliedDiscount({ code: 'BIG500', applied: false, reason: 'below_minimum', amount: 0 });
    const { cart } = await openCart(createTestShop({ cart: cartOf({ items: [makeCartItem()], discounts: [kept] }) }));
    expect(rows(cart)).to.deep.equal([
      'Discount BIG500Not applied: Your order is below the minimum for the code BIG500. Remove',
    ]);
    expect(root(cart).querySelector('[part="total"]'), 'nothing taken off').to.equal(null);
  });

  it('reprices the discount row with the cart when the currency changes', async () => {
    const shop = createTestShop({ cart: cartOf({ discounts: [makeAppliedDiscount({ amount: 6270 })] }) });
    const { cart } = await openCart(shop);
    await shop.client.setCurrency('EUR');
    await until(() => rows(cart)[0]?.includes('€') ?? false, 'EUR row');
    expect(rows(cart)[0]).to.match(/−€6\.27$/);
    expect(text(root(cart).querySelector('[part="total"]'))).to.equal('Total€56.43');
  });

  it('hides the field with hide-discount-field and still shows the codes on the cart', async () => {
    const shop = createTestShop({ cart: cartOf({ discounts: [makeAppliedDiscount({ amount: 6270 })] }) });
    const cart = await fixture<ShopCartElement>(
      html`<shop-cart hide-discount-field .client=${shop.client}></shop-cart>`,
    );
    await cart.show();
    await until(() => rows(cart).length === 1, 'row');
    expect(root(cart).querySelector('[part="discount-form"]')).to.equal(null);
    expect(root(cart).querySelector('#discount-code')).to.equal(null);
    await settled(cart);
    await expect(cart).to.be.accessible();
  });

  it('tells a link code that cannot apply once: in the live region outside the drawer and under the field', async () => {
    const shop = createTestShop();
    const cart = await fixture<ShopCartElement>(html`<shop-cart .client=${shop.client}></shop-cart>`);
    const rejected: unknown[] = [];
    cart.addEventListener('shop-discount-rejected', (event) => rejected.push(event.detail));
    await shop.client.cart.deferDiscount('WINTER');
    await shop.client.cart.add({ productId: 'prod_mug' });
    const status = root(cart).querySelector('span[role="status"]')!;
    await until(() => status.textContent === 'The code WINTER has expired.', 'announced');
    expect(rejected).to.deep.equal([{ code: 'WINTER', reason: 'expired', source: 'link' }]);
    await cart.show();
    await until(() => root(cart).querySelector('#discount-code') !== null, 'field');
    expect(text(message(cart))).to.equal('The code WINTER has expired.');
    await shop.client.cart.add({ productId: 'prod_cap' });
    expect(rejected, 'not told again').to.have.length(1);
  });

  it('announces a link code that a change put on the cart together with the update', async () => {
    const shop = createTestShop({ cart: cartOf() });
    const cart = await fixture<ShopCartElement>(html`<shop-cart .client=${shop.client}></shop-cart>`);
    await until(() => root(cart).querySelector('[part="count"]')?.textContent === '3', 'count');
    await shop.client.cart.deferDiscount('spring10');
    await cart.show();
    await until(() => root(cart).querySelectorAll('[part="line"]').length === 2, 'lines');
    root(cart).querySelectorAll<HTMLButtonElement>('.step')[2]!.click();
    await until(() => rows(cart).length === 1, 'discount row');
    const status = root(cart).querySelector('span[role="status"]')!;
    expect(status.textContent).to.equal('Cart updated: 2 items. The code SPRING10 is applied.');
  });

  it('takes a language pack that replaces one reason and falls back for the others', async () => {
    defineTexts('de', {
      discountCode: 'Rabattcode',
      discountReasons: { expired: (code) => `Der Code ${code} ist abgelaufen.` },
    });
    const shop = createTestShop({ cart: cartOf() });
    const cart = await fixture<ShopCartElement>(html`<shop-cart lang="de" .client=${shop.client}></shop-cart>`);
    await cart.show();
    await until(() => root(cart).querySelector('#discount-code') !== null, 'field');
    expect(field(cart).labels?.[0]?.textContent).to.equal('Rabattcode');
    await submit(cart, 'winter');
    await until(() => text(message(cart)) !== '', 'expired');
    expect(text(message(cart))).to.equal('Der Code winter ist abgelaufen.');
    await submit(cart, 'nope');
    await until(() => text(message(cart)).startsWith('We'), 'unknown');
    expect(text(message(cart))).to.equal("We don't recognise the code nope.");
  });

  it('has a sentence for every reason in English and Swedish', () => {
    for (const locale of ['en', 'sv']) {
      const sentences = DISCOUNT_REASONS.map((reason) => textsFor(locale).discountReasons[reason]('X1', null));
      expect(new Set(sentences).size, locale).to.equal(DISCOUNT_REASONS.length);
      for (const sentence of sentences) expect(sentence).to.match(/\.$/);
    }
    expect(textsFor('sv').discountReasons.too_many_attempts('X1', null)).to.equal(
      'För många koder har provats i varukorgen. Försök igen senare.',
    );
  });
});
