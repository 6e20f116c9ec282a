import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import './define-elements.ts';
import type { ShopCartElement } from '../../components/shop-cart.ts';
import { formatMoney } from '../../src/index.ts';
import { errorReply } from '../helpers/fake-fetch.ts';
import { makeCart, makeCartItem } from '../helpers/fixtures.ts';
import { createTestShop, mapStorage, settled, until } from './test-shop.ts';

const twoLines = (): ReturnType<typeof makeCart> =>
  makeCart({
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

function shadow(element: Element): ShadowRoot {
  return element.shadowRoot!;
}

/** What has the keyboard's focus inside the cart: its accessible label, else its part; null when it left the cart. */
function focused(cart: Element): string | null {
  const active = shadow(cart).activeElement;
  return active && (active.getAttribute('aria-label') ?? `part=${active.getAttribute('part')}`);
}

async function openCart(
  shop = createTestShop({ cart: twoLines() }),
): Promise<{ cart: ShopCartElement; shop: typeof shop }> {
  const cart = await fixture<ShopCartElement>(html`<shop-cart .client=${shop.client}></shop-cart>`);
  await cart.show();
  await until(() => shadow(cart).querySelectorAll('[part="line"]').length > 0 || cart.error, 'lines');
  return { cart, shop };
}

describe('<shop-cart>', () => {
  it('reads the cart once however many elements show it', async () => {
    const shop = createTestShop({ cart: twoLines() });
    const wrapper = await fixture(html`<div>
      <shop-cart .client=${shop.client}></shop-cart>
      <shop-checkout-button .client=${shop.client}></shop-checkout-button>
      <shop-cart .client=${shop.client}></shop-cart></div>`);
    const carts = [...wrapper.querySelectorAll('shop-cart')];
    await until(
      () => carts.every((cart) => shadow(cart).querySelector('[part="count"]')?.textContent === '3'),
      'counts',
    );
    expect(shop.fake.calls('GET /v2/cart/*')).to.have.length(1);
    expect(
      shadow(carts[0]!).querySelector('[role="status"]')!.textContent,
      'no announcement for the first read',
    ).to.equal('');
  });

  it('paints the count at start-up and renders the lines and subtotal only once the drawer opens', async () => {
    const shop = createTestShop({ cart: twoLines() });
    const cart = await fixture<ShopCartElement>(html`<shop-cart .client=${shop.client}></shop-cart>`);
    await until(() => shadow(cart).querySelector('[part="count"]')?.textContent === '3', 'count');
    await settled(cart);
    expect(shadow(cart).querySelectorAll('[part="line"], [part="subtotal"], shop-checkout-button')).to.have.length(0);
    await cart.show();
    expect(shadow(cart).querySelectorAll('[part="line"]')).to.have.length(2);
    expect(shadow(cart).querySelector('[part="subtotal"]')).to.not.equal(null);
    cart.hide();
    await until(() => !cart.open, 'closed');
    expect(shadow(cart).querySelectorAll('[part="line"]'), 'kept after closing').to.have.length(2);
  });

  it('creates no cart and sends no cart request before the first add', async () => {
    const shop = createTestShop();
    const cart = await fixture<ShopCartElement>(html`<shop-cart .client=${shop.client}></shop-cart>`);
    await cart.show();
    await until(
      () => shadow(cart).querySelector('[part="empty"]')?.textContent?.includes('empty') ?? false,
      'empty state',
    );
    expect(shop.fake.requests).to.have.length(0);
    await settled(cart);
    await expect(cart).to.be.accessible();
  });

  it('shows each line with name, variant, unit price, line total and the subtotal in the cart currency', async () => {
    const { cart } = await openCart();
    const lines = [...shadow(cart).querySelectorAll('[part="line"]')].map((line) =>
      line.textContent!.replace(/\s+/g, ' '),
    );
    expect(lines[1]).to.contain('Tee').and.to.contain('Large').and.to.contain('249').and.to.contain('498');
    expect(shadow(cart).querySelector('[part="subtotal"]')!.textContent).to.match(/SEK|kr/);
    expect(shadow(cart).querySelector('[part="drawer"]')!.hasAttribute('open')).to.equal(true);
    expect(cart.hasAttribute('open')).to.equal(true);
    await settled(cart);
    await expect(cart).to.be.accessible();
  });

  it("gives its checkout button the cart's locale, so the hosted checkout formats money as the drawer does", async () => {
    const shop = createTestShop({ cart: twoLines() });
    const wrapper = await fixture(html`<div lang="sv-SE"><shop-cart .client=${shop.client}></shop-cart></div>`);
    const cart = wrapper.querySelector<ShopCartElement>('shop-cart')!;
    await cart.show();
    await until(() => shadow(cart).querySelector('shop-checkout-button') !== null, 'checkout button');
    expect(shadow(cart).querySelector('shop-checkout-button')!.locale).to.equal('sv-SE');
  });

  it('offers a way back from an empty cart: a button that closes the drawer, or a link to continue-url', async () => {
    const shop = createTestShop({ cart: makeCart({ items: [] }) });
    const wrapper = await fixture(html`<div>
      <shop-cart .client=${shop.client}></shop-cart>
      <shop-cart .client=${shop.client} continue-url="/collections/all"></shop-cart>
      <shop-cart .client=${shop.client} continue-url="javascript:alert(1)"></shop-cart></div>`);
    const [plain, linked, unsafe] = [...wrapper.querySelectorAll<ShopCartElement>('shop-cart')];
    const way = (cart: ShopCartElement) => shadow(cart).querySelector<HTMLElement>('[part="continue"]');
    for (const cart of [plain!, linked!, unsafe!]) {
      await cart.show();
      await until(() => way(cart) !== null, 'the way back');
      expect(way(cart)!.textContent!.trim()).to.equal('Continue shopping');
    }
    expect(way(linked!)!.localName).to.equal('a');
    expect(way(linked!)!.getAttribute('href')).to.equal(new URL('/collections/all', location.href).href);
    expect(way(unsafe!)!.localName, 'a javascript: URL falls back to closing').to.equal('button');
    linked!.hide();
    unsafe!.hide();
    expect(way(plain!)!.localName).to.equal('button');
    way(plain!)!.click();
    await until(() => !plain!.open, 'the drawer to close');
    expect(shadow(plain!).activeElement).to.equal(shadow(plain!).querySelector('[part="button"]'));
    await expect(plain!).to.be.accessible();
  });

  it('links to the cart page of cart-url under the checkout button, and only to an http(s) URL', async () => {
    const shop = createTestShop({ cart: twoLines() });
    const wrapper = await fixture(html`<div>
      <shop-cart .client=${shop.client} cart-url="/cart"></shop-cart>
      <shop-cart .client=${shop.client} cart-url="javascript:alert(1)"></shop-cart>
      <shop-cart .client=${shop.client}></shop-cart></div>`);
    const [linked, unsafe, plain] = [...wrapper.querySelectorAll<ShopCartElement>('shop-cart')];
    const link = (cart: ShopCartElement) => shadow(cart).querySelector<HTMLAnchorElement>('[part="view-cart"]');
    for (const cart of [linked!, unsafe!, plain!]) {
      await cart.show();
      await until(() => shadow(cart).querySelector('shop-checkout-button') !== null, 'the lines');
    }
    expect(link(linked!)!.href).to.equal(new URL('/cart', location.href).href);
    expect(link(linked!)!.textContent!.trim()).to.equal('View cart');
    expect(link(linked!)!.previousElementSibling!.localName).to.equal('shop-checkout-button');
    expect(link(unsafe!)).to.equal(null);
    expect(link(plain!)).to.equal(null);
    unsafe!.hide();
    plain!.hide();
    await settled(linked!);
    await expect(linked!).to.be.accessible();
  });

  it('names its button with the live count: "Cart (3 items)"', async () => {
    const shop = createTestShop({ cart: twoLines() });
    const cart = await fixture<ShopCartElement>(html`<shop-cart .client=${shop.client}></shop-cart>`);
    await until(() => shadow(cart).querySelector('[part="count"]')?.textContent === '3', 'count');
    const button = shadow(cart).querySelector('[part="button"]')!;
    expect(button.textContent!.replace(/\s+/g, ' ').trim()).to.equal('Cart3 (3 items)');
    expect(button.querySelector('[part="count"]')!.getAttribute('aria-hidden')).to.equal('true');
  });

  it('renders only http(s) images', async () => {
    const cartRecord = makeCart({
      items: [makeCartItem({ image: { url: 'javascript:alert(1)', path: 'x', alt: 'x', width: null, height: null } })],
    });
    const { cart } = await openCart(createTestShop({ cart: cartRecord }));
    expect(shadow(cart).querySelector('img')).to.equal(null);
  });

  it('closes on Escape, fires shop-cart-close and returns focus to the cart button', async () => {
    const { cart } = await openCart();
    let closed = 0;
    cart.addEventListener('shop-cart-close', () => closed++);
    await sendKeys({ press: 'Escape' });
    await until(() => !cart.open, 'closed');
    expect(closed).to.equal(1);
    expect(shadow(cart).activeElement).to.equal(shadow(cart).querySelector('[part="button"]'));
  });

  it('keeps Tab inside the drawer', async () => {
    const { cart } = await openCart();
    const dialog = shadow(cart).querySelector('dialog')!;
    (shadow(cart).querySelector('.close') as HTMLElement).focus();
    await sendKeys({ press: 'Shift+Tab' });
    expect(shadow(cart).activeElement?.localName).to.equal('shop-checkout-button');
    await sendKeys({ press: 'Tab' });
    expect(shadow(cart).activeElement).to.equal(shadow(cart).querySelector('.close'));
    expect(dialog.contains(shadow(cart).activeElement)).to.equal(true);
  });

  it('changes a quantity with the stepper keys and announces the change', async () => {
    const { cart, shop } = await openCart();
    const changes: unknown[] = [];
    cart.addEventListener('shop-cart-change', (event) => changes.push(event.detail.cart));
    (shadow(cart).querySelectorAll('[role="spinbutton"]')[1] as HTMLElement).focus();
    await sendKeys({ press: 'ArrowUp' });
    await until(() => shadow(cart).querySelector('[part="count"]')!.textContent === '4', 'count 4');
    const patch = shop.fake.calls('PATCH /v2/cart/*/items/*');
    expect(patch).to.have.length(1);
    expect(patch[0]!.path).to.equal('/v2/cart/cart_0001/items/li_0002');
    expect(patch[0]!.body).to.deep.equal({ quantity: 3 });
    expect(changes).to.have.length(1);
    expect(shadow(cart).querySelector('[role="status"]')!.textContent).to.contain('4 items');
  });

  it('removes a line', async () => {
    const { cart, shop } = await openCart();
    (shadow(cart).querySelector('.remove') as HTMLButtonElement).click();
    await until(() => shadow(cart).querySelectorAll('[part="line"]').length === 1, 'one line');
    expect(shop.fake.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`)).to.deep.equal([
      'DELETE /v2/cart/cart_0001/items/li_0001',
    ]);
  });

  it('keeps the keyboard on a stepper button while its change is written, and ignores presses meanwhile', async () => {
    const { cart, shop } = await openCart();
    let answer = (): void => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const [mug, tee] = twoLines().items;
    shop.fake.route('PATCH /v2/cart/*/items/*', async () => {
      await answered;
      return { body: makeCart({ items: [mug!, { ...tee!, quantity: 3 }], updatedAt: '2026-01-15T12:30:00.000Z' }) };
    });
    const more = (): HTMLButtonElement => shadow(cart).querySelectorAll<HTMLButtonElement>('.step')[3]!;
    more().focus();
    try {
      await sendKeys({ press: 'Enter' });
      await until(() => cart.shadowRoot!.querySelector('ul[aria-busy="true"]') !== null, 'the write in flight');
      expect(more().getAttribute('aria-disabled')).to.equal('true');
      await sendKeys({ press: 'Enter' });
      expect(focused(cart)).to.equal('One more: Tee, Large');
    } finally {
      answer();
    }
    await until(() => shadow(cart).querySelector('[part="count"]')!.textContent === '4', 'count 4');
    await cart.updateComplete;
    expect(focused(cart)).to.equal('One more: Tee, Large');
    expect(more().getAttribute('aria-disabled')).to.equal('false');
    expect(shop.fake.calls('PATCH /v2/cart/*/items/*').map((call) => call.body)).to.deep.equal([{ quantity: 3 }]);
  });

  it('says a quantity of 1 cannot go lower without dropping the focus, and does not remove the line', async () => {
    const { cart, shop } = await openCart();
    const fewer = shadow(cart).querySelectorAll<HTMLButtonElement>('.step')[0]!;
    expect(fewer.getAttribute('aria-disabled')).to.equal('true');
    fewer.focus();
    await sendKeys({ press: 'Enter' });
    await cart.updateComplete;
    expect(focused(cart)).to.equal(fewer.getAttribute('aria-label'));
    expect(shop.fake.requests.filter((request) => request.method !== 'GET')).to.deep.equal([]);
  });

  it('keeps the focus in the drawer when lines are removed: the line above, then the way back', async () => {
    const { cart } = await openCart();
    const removes = (): HTMLButtonElement[] => [...shadow(cart).querySelectorAll<HTMLButtonElement>('.remove')];
    removes()[1]!.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => removes().length === 1, 'one line');
    await cart.updateComplete;
    expect(focused(cart)).to.equal(removes()[0]!.getAttribute('aria-label'));
    await sendKeys({ press: 'Enter' });
    await until(() => removes().length === 0, 'no line');
    await cart.updateComplete;
    expect(focused(cart)).to.equal('part=continue');
  });

  it('shows the error state with a retry that reloads the cart', async () => {
    const shop = createTestShop({ cart: twoLines() });
    shop.fake.route('GET /v2/cart/*', [errorReply(500, 'internal'), { body: twoLines() }]);
    const errors: string[] = [];
    const cart = await fixture<ShopCartElement>(
      html`<shop-cart .client=${shop.client} @shop-error=${(e: CustomEvent) => errors.push(e.detail.operation)}></shop-cart>`,
    );
    await until(() => cart.error, 'error state');
    await cart.show();
    expect(shadow(cart).querySelector('[part="error"]')).to.not.equal(null);
    expect(errors).to.deep.equal(['load']);
    await settled(cart);
    await expect(cart).to.be.accessible();
    (shadow(cart).querySelector('[part="error"] button') as HTMLButtonElement).click();
    await until(() => shadow(cart).querySelectorAll('[part="line"]').length === 2, 'lines after retry');
    expect(cart.hasAttribute('error')).to.equal(false);
  });

  it('keeps a second tab of the same shop in step', async () => {
    const storage = mapStorage();
    const tabA = createTestShop({ storage });
    const wrapper = await fixture(
      html`<div><shop-add-to-cart .client=${tabA.client} product-id="prod_mug"></shop-add-to-cart></div>`,
    );
    const tabB = createTestShop({ storage });
    tabB.fake.route('GET /v2/cart/*', () => ({ body: tabA.cart() }));
    const other = await fixture<ShopCartElement>(html`<shop-cart .client=${tabB.client}></shop-cart>`);
    await until(() => shadow(other).querySelector('[part="count"]')?.textContent === '0', 'empty in tab B');
    await wrapper.querySelector('shop-add-to-cart')!.add();
    await until(() => shadow(other).querySelector('[part="count"]')?.textContent === '1', 'tab B sees the add');
    expect(tabB.fake.calls('GET /v2/cart/*')).to.have.length(1);
  });

  it('shows how far the cart is from free shipping under the subtotal, hideable by an attribute', async () => {
    const freeShipping = {
      methodId: 'ship_standard',
      methodName: 'Standard',
      threshold: 50000,
      remaining: 50000 - 37800,
      reached: false,
    };
    const shop = createTestShop({ cart: { ...twoLines(), freeShipping } });
    const { cart } = await openCart(shop);
    const line = () => shadow(cart).querySelector<HTMLElement>('[part="free-shipping"]');
    expect(line()!.innerText.trim()).to.equal(`${formatMoney(12200, 'SEK', cart.locale)} to free shipping`);
    expect(line()!.querySelector('progress')!.value).to.equal(37800);

    const reached = createTestShop({
      cart: { ...twoLines(), freeShipping: { ...freeShipping, remaining: 0, reached: true } },
    });
    const done = await openCart(reached);
    expect(shadow(done.cart).querySelector<HTMLElement>('[part="free-shipping"]')!.innerText.trim()).to.equal(
      'You get free shipping',
    );

    const hidden = await fixture<ShopCartElement>(
      html`<shop-cart .client=${createTestShop({ cart: { ...twoLines(), freeShipping } }).client} hide-free-shipping></shop-cart>`,
    );
    await hidden.show();
    await until(() => shadow(hidden).querySelectorAll('[part="line"]').length > 0, 'lines');
    expect(shadow(hidden).querySelector('[part="free-shipping"]')).to.equal(null);
  });

  it('shows no free-shipping line for a shop without free shipping', async () => {
    const { cart } = await openCart();
    expect(shadow(cart).querySelector('[part="free-shipping"]')).to.equal(null);
  });

  it('follows the --shop-color-accent token', async () => {
    const shop = createTestShop();
    const cart = await fixture<ShopCartElement>(
      html`<shop-cart style="--shop-color-accent: rgb(1, 2, 3)" .client=${shop.client}></shop-cart>`,
    );
    expect(getComputedStyle(shadow(cart).querySelector('[part="button"]')!).backgroundColor).to.equal('rgb(1, 2, 3)');
  });
});
