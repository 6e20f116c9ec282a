import { expect, fixture, html } from '@open-wc/testing';
import type { TemplateResult } from 'lit';
import { defineTexts } from './define-elements.ts';
import type { ShopCartContentsElement } from '../../components/shop-cart-contents.ts';
import type { ShopkitCommerceEvent } from '../../components/internal/analytics/commerce-events.ts';
import { errorReply } from '../helpers/fake-fetch.ts';
import { makeCart, makeCartItem, makeImage } from '../helpers/fixtures.ts';
import { createTestShop, type TestShop, until } from './test-shop.ts';

const twoLines = (): ReturnType<typeof makeCart> =>
  makeCart({
    items: [
      makeCartItem({ name: 'Stoneware Mug', variantName: 'Clay', image: makeImage({ alt: 'A clay mug' }) }),
      makeCartItem({
        id: 'li_0002',
        productId: 'prod_tee',
        name: 'Tee',
        slug: 'tee',
        image: null,
        quantity: 2,
        unitPrice: 24900,
      }),
    ],
  });

/** A cart page as a merchant writes it: lines with steppers, a typed quantity, remove, codes, totals, checkout. */
const PAGE = html`<template>
    <p class="empty" data-shop-show="cart.empty" hidden>Your cart is empty.</p>
    <p class="error" data-shop-show="cart.error" data-shop-text="cart.error" hidden></p>
    <ul class="lines">
      <template data-shop-each="cart.lines" data-shop-as="line">
        <li class="line" data-shop-class="updating:line.updating">
          <img data-shop-attr="src:line.image.url, alt:line.image.alt" data-shop-show="line.image" hidden />
          <a class="name" data-shop-attr="href:line.url" data-shop-text="line.name"></a>
          <span class="variant" data-shop-text="line.variant"></span>
          <span class="unit" data-shop-text="line.unitPriceDisplay"></span>
          <button type="button" class="less" data-shop-action="decrease" data-shop-attr="aria-label:line.labels.decrease">−</button>
          <label data-shop-attr="for:line.ids.quantity">Quantity</label>
          <input class="quantity" type="number" min="0" max="999" data-shop-action="quantity"
            data-shop-attr="id:line.ids.quantity, aria-describedby:line.ids.message" />
          <button type="button" class="more" data-shop-action="increase" data-shop-attr="aria-label:line.labels.increase">+</button>
          <button type="button" class="remove" data-shop-action="remove" data-shop-attr="aria-label:line.labels.remove">Remove</button>
          <span class="total" data-shop-text="line.lineTotalDisplay"></span>
          <p class="message" data-shop-attr="id:line.ids.message" data-shop-text="line.message"></p>
        </li>
      </template>
    </ul>
    <form class="code" data-shop-action="apply-discount">
      <label for="code">Discount code</label>
      <input id="code" name="code" aria-describedby="code-message" />
      <button>Apply</button>
      <p id="code-message" data-shop-text="cart.discountMessage"></p>
    </form>
    <ul class="codes">
      <template data-shop-each="cart.discounts" data-shop-as="code">
        <li class="applied-code">
          <span data-shop-text="code.code"></span> <span class="amount" data-shop-text="code.amountDisplay"></span>
          <button type="button" data-shop-action="remove-discount" data-shop-attr="aria-label:code.labels.remove">Remove</button>
        </li>
      </template>
    </ul>
    <p class="count" data-shop-text="cart.count"></p>
    <p class="subtotal" data-shop-text="cart.subtotalDisplay"></p>
    <p class="discount" data-shop-show="cart.hasDiscount" data-shop-text="cart.discountDisplay" hidden></p>
    <p class="grand-total" data-shop-text="cart.totalDisplay"></p>
    <p class="currency" data-shop-text="cart.currency"></p>
    <button type="button" class="checkout" data-shop-action="checkout" data-shop-hide="cart.empty">Checkout</button>
  </template>
  <p class="loading" data-shop-state="loading">Loading your cart…</p>`;

/** The demo seed's Standard method: free from SEK 800.00 in these tests; `remaining` is set per cart. */
const STANDARD_FREE_FROM_800 = {
  methodId: 'ship_standard',
  methodName: 'Standard',
  threshold: 80000,
  remaining: 80000,
  reached: false,
};

/** A mini cart with the free-shipping state: what is left, from where, a bar, and a line once it ships free. */
const FREE_SHIPPING = html`<template>
  <ul>
    <template data-shop-each="cart.lines" data-shop-as="line">
      <li class="line">
        <span data-shop-text="line.label"></span>
        <button type="button" class="more" data-shop-action="increase" data-shop-attr="aria-label:line.labels.increase">+</button>
      </li>
    </template>
  </ul>
  <div class="free-shipping" data-shop-show="cart.freeShipping.offered" hidden>
    <p class="to-go" data-shop-hide="cart.freeShipping.reached">
      <span class="remaining" data-shop-text="cart.freeShipping.remainingDisplay"></span> to free shipping from
      <span class="threshold" data-shop-text="cart.freeShipping.thresholdDisplay"></span>
    </p>
    <p class="reached" data-shop-show="cart.freeShipping.reached" hidden>Your order ships free.</p>
    <progress aria-hidden="true" data-shop-attr="max:cart.freeShipping.threshold, value:cart.freeShipping.progress"></progress>
  </div>
</template>`;

const progress = (element: Element): HTMLProgressElement => element.querySelector('progress')!;
const text = (root: ParentNode, selector: string): string =>
  (root.querySelector(selector)?.textContent ?? '').replace(/\s+/g, ' ').trim();
const texts = (root: ParentNode, selector: string): string[] =>
  [...root.querySelectorAll(selector)].map((node) => (node.textContent ?? '').replace(/\s+/g, ' ').trim());
const live = (element: Element): string => (element.querySelector('[data-shop-live]')?.textContent ?? '').trim();
const writes = (shop: TestShop): string[] =>
  shop.fake.requests.filter((request) => request.method !== 'GET').map((request) => request.method);

async function mount(
  shop: TestShop = createTestShop({ cart: twoLines() }),
  markup: TemplateResult = PAGE,
): Promise<{ element: ShopCartContentsElement; shop: TestShop }> {
  const element = await fixture<ShopCartContentsElement>(
    html`<shop-cart-contents .client=${shop.client} lang="en-GB">${markup}</shop-cart-contents>`,
  );
  await until(() => element.state !== 'loading', 'the cart read');
  await element.updateComplete;
  return { element, shop };
}

function line(element: Element, index: number): HTMLElement {
  return element.querySelectorAll<HTMLElement>('li.line')[index]!;
}

function quantityField(element: Element, index: number): HTMLInputElement {
  return line(element, index).querySelector<HTMLInputElement>('input.quantity')!;
}

/** Types into a line's quantity field and commits it, as leaving the field does. */
function typeQuantity(element: Element, index: number, value: string): void {
  const field = quantityField(element, index);
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('<shop-cart-contents>', () => {
  it('binds the remembered cart into the merchant’s template: lines, amounts, link, image and count', async () => {
    const { element, shop } = await mount();
    expect(shop.fake.requests.map((request) => `${request.method} ${request.path}`)).to.deep.equal([
      'GET /v2/cart/cart_0001',
    ]);
    expect(element.getAttribute('state')).to.equal('ready');
    expect(element.querySelector<HTMLElement>('.loading')!.hidden).to.equal(true);
    expect(texts(element, 'li.line .name')).to.deep.equal(['Stoneware Mug', 'Tee']);
    expect(texts(element, 'li.line .variant')).to.deep.equal(['Clay', '']);
    expect(texts(element, 'li.line .unit')).to.deep.equal(['SEK 129.00', 'SEK 249.00']);
    expect(texts(element, 'li.line .total')).to.deep.equal(['SEK 129.00', 'SEK 498.00']);
    expect(quantityField(element, 1).value).to.equal('2');
    expect(line(element, 1).querySelector('a')!.getAttribute('href')).to.equal('/products/tee');
    const image = line(element, 0).querySelector('img')!;
    expect([image.hidden, image.alt]).to.deep.equal([false, 'A clay mug']);
    expect(line(element, 1).querySelector('img')!.hidden).to.equal(true);
    expect(line(element, 0).querySelector('.more')!.getAttribute('aria-label')).to.equal(
      'One more: Stoneware Mug, Clay',
    );
    expect(text(element, '.count')).to.equal('3');
    expect(text(element, '.subtotal')).to.equal('SEK 627.00');
    expect(text(element, '.grand-total')).to.equal('SEK 627.00');
    expect(text(element, '.currency')).to.equal('SEK');
    expect(element.querySelector<HTMLElement>('.empty')!.hidden).to.equal(true);
    expect(element.querySelector<HTMLElement>('.discount')!.hidden).to.equal(true);
    await expect(element).to.be.accessible();
  });

  it('is empty without a cart, and reading it sends nothing', async () => {
    const { element, shop } = await mount(createTestShop());
    expect(element.state).to.equal('empty');
    expect(element.querySelector<HTMLElement>('.empty')!.hidden).to.equal(false);
    expect(element.querySelector<HTMLElement>('.checkout')!.hidden).to.equal(true);
    expect(element.querySelectorAll('li.line')).to.have.length(0);
    expect(shop.fake.requests).to.have.length(0);
  });

  it('coalesces a quick series of one-more clicks into one write of the final quantity', async () => {
    const { element, shop } = await mount();
    const more = line(element, 1).querySelector<HTMLButtonElement>('.more')!;
    for (let click = 0; click < 5; click++) more.click();
    await element.updateComplete;
    expect(quantityField(element, 1).value, 'shown at once').to.equal('7');
    expect(element.updating).to.equal(true);
    expect(line(element, 1).classList.contains('updating')).to.equal(true);
    await until(() => !element.updating, 'the write');
    expect(shop.fake.calls('PATCH /v2/cart/*/items/*').map((request) => request.body)).to.deep.equal([{ quantity: 7 }]);
    expect(shop.fake.requests.map((request) => request.method)).to.deep.equal(['GET', 'PATCH']);
    expect(texts(element, 'li.line .total')[1]).to.equal('SEK 1,743.00');
    expect(text(element, '.count')).to.equal('8');
    expect(live(element)).to.equal('Tee: quantity 7.');
  });

  it('writes nothing when quick clicks come back to the quantity the cart has', async () => {
    const { element, shop } = await mount();
    line(element, 1).querySelector<HTMLButtonElement>('.more')!.click();
    line(element, 1).querySelector<HTMLButtonElement>('.less')!.click();
    await until(() => !element.updating, 'the settle');
    expect(writes(shop)).to.deep.equal([]);
    expect(quantityField(element, 1).value).to.equal('2');
  });

  it('keeps one less from going below 1 (remove is its own action)', async () => {
    const { element, shop } = await mount();
    const less = line(element, 0).querySelector<HTMLButtonElement>('.less')!;
    expect(less.getAttribute('aria-disabled')).to.equal('true');
    less.click();
    await element.updateComplete;
    expect(element.updating).to.equal(false);
    expect(writes(shop)).to.deep.equal([]);
  });

  it('writes a typed quantity at once, and removes the line for 0', async () => {
    const { element, shop } = await mount();
    typeQuantity(element, 1, '4');
    await until(() => !element.updating && text(element, '.count') === '5', 'the typed quantity');
    expect(shop.fake.calls('PATCH /v2/cart/*/items/*').map((request) => request.body)).to.deep.equal([{ quantity: 4 }]);
    typeQuantity(element, 1, '0');
    await until(() => element.querySelectorAll('li.line').length === 1, 'the line removed');
    expect(writes(shop)).to.deep.equal(['PATCH', 'DELETE']);
    expect(live(element)).to.equal('Tee was removed from your cart.');
  });

  for (const [typed, why] of [
    ['-2', '"-2" is below zero'],
    ['1.5', '"1.5" is not a whole number'],
    ['100000', '"100000" is more than 999, the most one line can hold'],
    ['1e9', '"1e9" is more than 999, the most one line can hold'],
  ] as const) {
    it(`refuses a typed quantity of ${typed} in place and sends nothing`, async () => {
      const { element, shop } = await mount();
      typeQuantity(element, 1, typed);
      await element.updateComplete;
      const message = `Quantity of Tee: ${why}. Enter a whole number from 0 to 999 (0 removes the item).`;
      expect(text(line(element, 1), '.message')).to.equal(message);
      expect(quantityField(element, 1).getAttribute('aria-invalid')).to.equal('true');
      expect(quantityField(element, 1).value, 'the typed value stays').to.equal(typed);
      expect(live(element)).to.equal(message);
      expect(element.updating).to.equal(false);
      expect(writes(shop)).to.deep.equal([]);
      quantityField(element, 1).dispatchEvent(new Event('input', { bubbles: true }));
      await element.updateComplete;
      expect(text(line(element, 1), '.message'), 'gone once edited').to.equal('');
    });
  }

  it('lets a stepper press take over from a refused typed quantity', async () => {
    const { element, shop } = await mount();
    typeQuantity(element, 1, '-4');
    await element.updateComplete;
    line(element, 1).querySelector<HTMLButtonElement>('.more')!.click();
    await element.updateComplete;
    expect(quantityField(element, 1).value).to.equal('3');
    expect(quantityField(element, 1).hasAttribute('aria-invalid')).to.equal(false);
    expect(text(line(element, 1), '.message')).to.equal('');
    await until(() => !element.updating, 'the write');
    expect(shop.fake.calls('PATCH /v2/cart/*/items/*').map((request) => request.body)).to.deep.equal([{ quantity: 3 }]);
  });

  it('refuses text in a quantity field the merchant made a text field', async () => {
    const markup = html`<template>
      <template data-shop-each="cart.lines" data-shop-as="line">
        <div class="line"><input type="text" inputmode="numeric" data-shop-action="quantity"
          data-shop-attr="aria-label:line.labels.quantity" />
          <p class="message" data-shop-text="line.message"></p></div>
      </template>
    </template>`;
    const { element, shop } = await mount(undefined, markup);
    const field = element.querySelector<HTMLInputElement>('div.line input')!;
    field.value = 'two';
    field.dispatchEvent(new Event('change', { bubbles: true }));
    await element.updateComplete;
    expect(text(element, 'div.line .message')).to.equal(
      'Quantity of Stoneware Mug, Clay: "two" is not a number. Enter a whole number from 0 to 999 (0 removes the item).',
    );
    expect(writes(shop)).to.deep.equal([]);
  });

  it('refuses what a number field cannot read, without quoting it', async () => {
    const { element, shop } = await mount();
    const field = quantityField(element, 0);
    field.focus();
    field.select();
    document.execCommand('insertText', false, 'e');
    expect(field.validity.badInput).to.equal(true);
    field.dispatchEvent(new Event('change', { bubbles: true }));
    await element.updateComplete;
    expect(text(line(element, 0), '.message')).to.match(/^Quantity of Stoneware Mug, Clay: That is not a number\./);
    expect(writes(shop)).to.deep.equal([]);
  });

  it('explains the platform’s stock limit on the line', async () => {
    const shop = createTestShop({ cart: twoLines() });
    shop.fake.route(
      'PATCH /v2/cart/*/items/*',
      errorReply(409, 'out_of_stock', {
        lines: [{ productId: 'prod_tee', variantId: 'var_mug_default', requested: 40, available: 6 }],
      }),
    );
    const { element } = await mount(shop);
    typeQuantity(element, 1, '40');
    await until(() => text(line(element, 1), '.message') !== '', 'the refusal');
    expect(text(line(element, 1), '.message')).to.equal('Only 6 left in stock.');
    expect(quantityField(element, 1).value, 'back to what the cart has').to.equal('2');
    expect(element.error, 'a matter of the line, not of the cart').to.equal(false);
  });

  it('reads the cart again and says so when a line vanished on the platform', async () => {
    const shop = createTestShop({ cart: twoLines() });
    const { element } = await mount(shop);
    // The shop (or another tab, before this one heard of it) took the Tee out.
    shop.fake.route('PATCH /v2/cart/*/items/*', errorReply(404, 'not_found'));
    shop.fake.route('GET /v2/cart/*', { body: makeCart({ items: [twoLines().items[0]!] }) });
    const more = line(element, 1).querySelector<HTMLButtonElement>('.more')!;
    more.focus();
    more.click();
    await until(() => element.querySelectorAll('li.line').length === 1, 'the line gone');
    expect(shop.fake.requests.map((request) => request.method)).to.deep.equal(['GET', 'PATCH', 'GET']);
    await until(() => live(element) === 'Tee is no longer in your cart.', 'the announcement');
    expect(document.activeElement, 'focus stays in the cart').to.equal(line(element, 0).querySelector('.more'));
  });

  it('removes a line with one write and gives focus to the next line’s remove button', async () => {
    const shop = createTestShop({
      cart: makeCart({
        items: [...twoLines().items, makeCartItem({ id: 'li_0003', name: 'Cap', productId: 'prod_cap' })],
      }),
    });
    const { element } = await mount(shop);
    const remove = line(element, 1).querySelector<HTMLButtonElement>('.remove')!;
    remove.focus();
    remove.click();
    await until(() => element.querySelectorAll('li.line').length === 2, 'the line removed');
    expect(writes(shop)).to.deep.equal(['DELETE']);
    await until(() => document.activeElement !== document.body, 'focus');
    expect(document.activeElement).to.equal(line(element, 1).querySelector('.remove'));
    expect(texts(element, 'li.line .name')).to.deep.equal(['Stoneware Mug', 'Cap']);
    expect(live(element)).to.equal('Tee was removed from your cart.');
  });

  it('applies a discount code from the merchant’s form and binds the discount and the total', async () => {
    const { element, shop } = await mount();
    const applied: string[] = [];
    element.addEventListener('shop-discount-applied', (event) => applied.push(event.detail.code));
    const field = element.querySelector<HTMLInputElement>('form.code input')!;
    field.value = ' spring10 ';
    element.querySelector<HTMLButtonElement>('form.code button')!.click();
    await until(() => text(element, '.grand-total') === 'SEK 564.30', 'the discounted total');
    expect(shop.fake.calls('POST /v2/cart/*/discounts').map((request) => request.body)).to.deep.equal([
      { code: 'spring10' },
    ]);
    expect(applied).to.deep.equal(['spring10']);
    expect(field.value).to.equal('');
    expect(text(element, '.discount')).to.equal('SEK 62.70');
    expect(texts(element, 'li.applied-code .amount')).to.deep.equal(['SEK 62.70']);
    expect(text(element, '#code-message')).to.equal('The code spring10 is applied.');

    element.querySelector<HTMLButtonElement>('li.applied-code button')!.click();
    await until(() => element.querySelectorAll('li.applied-code').length === 0, 'the code removed');
    expect(text(element, '.grand-total')).to.equal('SEK 627.00');
    expect(writes(shop)).to.deep.equal(['POST', 'DELETE']);
  });

  it('says why a code cannot apply, in place, and leaves the cart as it was', async () => {
    const { element, shop } = await mount();
    const rejected: string[] = [];
    element.addEventListener('shop-discount-rejected', (event) => rejected.push(event.detail.reason));
    const field = element.querySelector<HTMLInputElement>('form.code input')!;
    field.value = 'WINTER';
    element.querySelector<HTMLButtonElement>('form.code button')!.click();
    await until(() => text(element, '#code-message') !== '', 'the reason');
    expect(text(element, '#code-message')).to.equal('The code WINTER has expired.');
    expect(field.getAttribute('aria-invalid')).to.equal('true');
    expect(rejected).to.deep.equal(['expired']);
    expect(text(element, '.grand-total')).to.equal('SEK 627.00');
    expect(writes(shop)).to.deep.equal(['POST']);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    await element.updateComplete;
    expect(field.hasAttribute('aria-invalid')).to.equal(false);
  });

  it('hands the cart to the hosted checkout through the merchant’s button', async () => {
    const shop = createTestShop({ cart: twoLines() });
    const navigated: string[] = [];
    const analytics: string[] = [];
    const element = await fixture<ShopCartContentsElement>(
      html`<shop-cart-contents .client=${shop.client} .navigate=${(url: string) => {
        navigated.push(url);
      }} success-url="https://shop.test/thanks">${PAGE}</shop-cart-contents>`,
    );
    element.addEventListener('shop-analytics', (event) =>
      analytics.push((event as CustomEvent<ShopkitCommerceEvent>).detail.name),
    );
    await until(() => element.state === 'ready', 'ready');
    element.querySelector<HTMLButtonElement>('.checkout')!.click();
    await until(() => navigated.length === 1, 'the handoff');
    expect(navigated[0]).to.match(/^https:\/\/checkout\.shopkit\.app\/session\/cs_0001/);
    const body = shop.fake.calls('POST /v2/checkout')[0]!.body as { cartId: string; successUrl: string };
    expect([body.cartId, body.successUrl]).to.deep.equal(['cart_0001', 'https://shop.test/thanks']);
    expect(analytics).to.include('begin_checkout');
  });

  it('writes a quantity still on its way before it hands the cart to the checkout', async () => {
    const shop = createTestShop({ cart: twoLines() });
    const navigated: string[] = [];
    const element = await fixture<ShopCartContentsElement>(
      html`<shop-cart-contents .client=${shop.client} .navigate=${(url: string) => {
        navigated.push(url);
      }}>${PAGE}</shop-cart-contents>`,
    );
    await until(() => element.state === 'ready', 'ready');
    line(element, 0).querySelector<HTMLButtonElement>('.more')!.click();
    element.querySelector<HTMLButtonElement>('.checkout')!.click();
    await until(() => navigated.length === 1, 'the handoff');
    expect(shop.fake.requests.map((request) => `${request.method} ${request.path.split('/')[2]}`)).to.deep.equal([
      'GET cart',
      'PATCH cart',
      'POST checkout',
    ]);
  });

  it('says why the checkout could not start, and is ready again', async () => {
    const shop = createTestShop({ cart: twoLines() });
    shop.fake.route('POST /v2/checkout', errorReply(503, 'unavailable'));
    const { element } = await mount(shop);
    const errors: string[] = [];
    element.addEventListener('shop-error', (event) => errors.push(event.detail.operation));
    element.querySelector<HTMLButtonElement>('.checkout')!.click();
    await until(() => element.error, 'the error state');
    await element.updateComplete;
    expect(text(element, '.error')).to.equal('The shop is busy. Wait a moment and try again.');
    expect(live(element)).to.equal('The shop is busy. Wait a moment and try again.');
    expect(errors).to.deep.equal(['checkout']);
    expect(element.updating).to.equal(false);
    expect(element.state, 'the cart is still shown').to.equal('ready');
  });

  it('moves the shopper to the embedded checkout when the page has one', async () => {
    const shop = createTestShop({ cart: twoLines() });
    const wrapper = await fixture(html`<div>
      <shop-cart-contents .client=${shop.client}>${PAGE}</shop-cart-contents>
      <shop-checkout .client=${shop.client}></shop-checkout></div>`);
    const element = wrapper.querySelector('shop-cart-contents')!;
    const checkout = wrapper.querySelector('shop-checkout')!;
    let focused = 0;
    checkout.focus = () => {
      focused++;
    };
    await until(() => element.state === 'ready', 'ready');
    element.querySelector<HTMLButtonElement>('.checkout')!.click();
    expect(focused).to.equal(1);
    const handoffs = shop.fake
      .calls('POST /v2/checkout')
      .filter((request) => !('embedOrigin' in (request.body as object)));
    expect(handoffs, 'no handoff to the hosted checkout page').to.have.length(0);
  });

  // First of the free-shipping tests: a path is warned about once per page, so this one binds them first.
  it('binds every free-shipping path, empty and unwarned, for a shop without free shipping', async () => {
    const warnings: string[] = [];
    const original = console.warn;
    console.warn = (message: string) => warnings.push(message);
    try {
      const { element } = await mount(createTestShop({ cart: twoLines() }), FREE_SHIPPING);
      expect(element.querySelector<HTMLElement>('.free-shipping')!.hidden).to.equal(true);
      expect([text(element, '.remaining'), text(element, '.threshold')]).to.deep.equal(['', '']);
      expect(progress(element).hasAttribute('max')).to.equal(false);
      expect(warnings.filter((warning) => warning.includes('<shop-cart-contents>'))).to.deep.equal([]);
    } finally {
      console.warn = original;
    }
  });

  it('binds how far the cart is from free shipping, and follows each change up to reaching it', async () => {
    const freeShipping = { ...STANDARD_FREE_FROM_800, remaining: 80000 - 62700 };
    const { element } = await mount(createTestShop({ cart: { ...twoLines(), freeShipping } }), FREE_SHIPPING);
    expect(element.querySelector<HTMLElement>('.free-shipping')!.hidden).to.equal(false);
    expect(text(element, '.to-go')).to.equal('SEK 173.00 to free shipping from SEK 800.00');
    expect(element.querySelector<HTMLElement>('.reached')!.hidden).to.equal(true);
    expect([progress(element).max, progress(element).value]).to.deep.equal([80000, 62700]);

    line(element, 0).querySelector<HTMLButtonElement>('.more')!.click();
    await until(() => text(element, '.remaining') === 'SEK 44.00', 'the mug counted');
    expect(progress(element).value).to.equal(75600);
    line(element, 1).querySelector<HTMLButtonElement>('.more')!.click();
    await until(() => !element.querySelector<HTMLElement>('.reached')!.hidden, 'free shipping reached');
    expect(element.querySelector<HTMLElement>('.to-go')!.hidden).to.equal(true);
    expect(text(element, '.remaining')).to.equal('SEK 0.00');
    expect(progress(element).value).to.equal(80000);
  });

  it('formats the free-shipping amounts in the cart’s currency', async () => {
    const freeShipping = { ...STANDARD_FREE_FROM_800, remaining: 80000 - 62700 };
    const shop = createTestShop({ cart: { ...twoLines(), freeShipping }, config: { currency: 'EUR' } });
    const { element } = await mount(shop, FREE_SHIPPING);
    expect(shop.fake.requests[0]!.query.get('currency')).to.equal('EUR');
    expect(text(element, '.to-go')).to.equal('€17.30 to free shipping from €80.00');
    expect([progress(element).max, progress(element).value]).to.deep.equal([8000, 6270]);
  });

  it('warns once about a path the cart scope does not have and binds the rest', async () => {
    const warnings: string[] = [];
    const original = console.warn;
    console.warn = (message: string) => warnings.push(message);
    try {
      const markup = html`<template>
        <p class="typo" data-shop-text="cart.totl"></p><p class="again" data-shop-show="cart.totl"></p>
        <p class="ok" data-shop-text="cart.totalDisplay"></p>
        <template data-shop-each="cart.lines" data-shop-as="line"><i data-shop-text="line.prize"></i><b data-shop-text="line.name"></b></template>
      </template>`;
      const { element } = await mount(undefined, markup);
      element.requestUpdate();
      await element.updateComplete;
      expect(text(element, '.ok')).to.equal('SEK 627.00');
      expect(texts(element, 'b')).to.deep.equal(['Stoneware Mug', 'Tee']);
      expect(text(element, '.typo')).to.equal('');
      const cartWarnings = warnings.filter((warning) => warning.includes('<shop-cart-contents>'));
      expect(cartWarnings).to.have.length(2);
      expect(cartWarnings[0]).to.include('"cart.totl" to bind (data-shop-text)');
      expect(cartWarnings[1]).to.include('"line.prize"');
    } finally {
      console.warn = original;
    }
  });

  it('shows hostile product names as text only', async () => {
    const hostile = '<img src=x onerror="window.__hostile=1"><script>window.__hostile=2</script>';
    const shop = createTestShop({
      cart: makeCart({
        items: [
          makeCartItem({
            name: hostile,
            variantName: '"><b>bold</b>',
            image: makeImage({ url: 'javascript:alert(1)' }),
          }),
        ],
      }),
    });
    const { element } = await mount(shop);
    expect(text(element, 'li.line .name')).to.equal(hostile);
    expect(line(element, 0).querySelectorAll('script, b, img:not([data-shop-attr])')).to.have.length(0);
    expect(line(element, 0).querySelector('img')!.hasAttribute('src'), 'no javascript: URL').to.equal(false);
    expect((window as { __hostile?: number }).__hostile).to.equal(undefined);
    expect(line(element, 0).querySelector('.more')!.getAttribute('aria-label')).to.equal(
      `One more: ${hostile}, "><b>bold</b>`,
    );
  });

  it('works twice on one page: both scopes show every change, with ids of their own', async () => {
    const shop = createTestShop({ cart: twoLines() });
    const wrapper = await fixture(html`<div>
      <shop-cart-contents class="page" .client=${shop.client}>${PAGE}</shop-cart-contents>
      <shop-cart-contents class="mini" .client=${shop.client}>${PAGE}</shop-cart-contents></div>`);
    const [page, mini] = [...wrapper.querySelectorAll('shop-cart-contents')];
    await until(() => page!.state === 'ready' && mini!.state === 'ready', 'both ready');
    expect(shop.fake.calls('GET /v2/cart/*'), 'one read for both').to.have.length(1);
    mini!.querySelectorAll<HTMLButtonElement>('li.line .more')[0]!.click();
    await until(() => text(page!, '.count') === '4' && text(mini!, '.count') === '4', 'both updated');
    expect(writes(shop)).to.deep.equal(['PATCH']);
    const ids = [...wrapper.querySelectorAll('input.quantity')].map((field) => field.id);
    expect(new Set(ids).size).to.equal(4);
    await expect(wrapper).to.be.accessible();
  });

  it('keeps in step with the drawer and the header count with one request per change', async () => {
    const shop = createTestShop({ cart: twoLines() });
    const wrapper = await fixture(html`<div>
      <shop-cart .client=${shop.client}></shop-cart>
      <shop-cart-count .client=${shop.client}><a href="/cart">Cart <span data-shop-count></span></a></shop-cart-count>
      <shop-cart-contents .client=${shop.client}>${PAGE}</shop-cart-contents></div>`);
    const element = wrapper.querySelector('shop-cart-contents')!;
    const badge = (): string =>
      wrapper.querySelector('shop-cart')!.shadowRoot!.querySelector('[part="count"]')!.textContent!;
    await until(() => element.state === 'ready' && badge() === '3', 'ready');
    typeQuantity(element, 0, '3');
    await until(() => badge() === '5' && text(wrapper, '[data-shop-count]') === '5', 'all at 5');
    expect(shop.fake.requests.map((request) => request.method)).to.deep.equal(['GET', 'PATCH']);
  });

  it('shows its error state when the cart cannot be read, and reads again on a reload action', async () => {
    const shop = createTestShop({ cart: twoLines() });
    shop.fake.route('GET /v2/cart/*', [errorReply(503, 'unavailable'), { body: twoLines() }]);
    const markup = html`${PAGE}<div data-shop-state="error" hidden><button type="button" data-shop-action="reload">Try again</button></div>`;
    const element = await fixture<ShopCartContentsElement>(
      html`<shop-cart-contents .client=${shop.client}>${markup}</shop-cart-contents>`,
    );
    await until(() => element.state === 'error', 'the error state');
    expect(element.hasAttribute('error')).to.equal(true);
    expect(element.querySelector<HTMLElement>('[data-shop-state="error"]')!.hidden).to.equal(false);
    element.querySelector<HTMLButtonElement>('[data-shop-action="reload"]')!.click();
    await until(() => element.state === 'ready', 'read again');
    expect(element.hasAttribute('error')).to.equal(false);
    expect(texts(element, 'li.line .name')).to.deep.equal(['Stoneware Mug', 'Tee']);
  });

  it('sends view_cart once and one add_to_cart for the net change of a series of clicks', async () => {
    const events: ShopkitCommerceEvent[] = [];
    const record = (event: Event): number => events.push((event as CustomEvent<ShopkitCommerceEvent>).detail);
    document.addEventListener('shop-analytics', record);
    try {
      const { element } = await mount();
      expect(events.map((event) => event.name)).to.deep.equal(['view_cart']);
      const more = line(element, 0).querySelector<HTMLButtonElement>('.more')!;
      for (let click = 0; click < 3; click++) more.click();
      await until(() => events.length === 2, 'the write');
      expect(events[1]!.name).to.equal('add_to_cart');
      expect(events[1]!.params.items[0]!.quantity).to.equal(3);
    } finally {
      document.removeEventListener('shop-analytics', record);
    }
  });

  it('speaks the page’s language, and the merchant’s own words from defineTexts', async () => {
    defineTexts('sv', { lineRemoved: (label: string) => `Borttagen: ${label}.` });
    const shop = createTestShop({ cart: twoLines() });
    const element = await fixture<ShopCartContentsElement>(
      html`<shop-cart-contents .client=${shop.client} lang="sv">${PAGE}</shop-cart-contents>`,
    );
    await until(() => element.state === 'ready', 'ready');
    await element.updateComplete;
    expect(line(element, 0).querySelector('.more')!.getAttribute('aria-label')).to.equal(
      'En till: Stoneware Mug, Clay',
    );
    typeQuantity(element, 0, '-1');
    await element.updateComplete;
    expect(text(line(element, 0), '.message')).to.equal(
      'Antal av Stoneware Mug, Clay: ”-1” är mindre än noll. Skriv ett heltal från 0 till 999 (0 tar bort varan).',
    );
    line(element, 1).querySelector<HTMLButtonElement>('.remove')!.click();
    await until(() => live(element) === 'Borttagen: Tee.', 'the merchant’s words');
  });
});
