import { expect, fixture, html } from '@open-wc/testing';
import './define-elements.ts';
import type { ShopCheckoutButtonElement } from '../../components/shop-checkout-button.ts';
import { makeCart, makeCheckoutHandoff } from '../helpers/fixtures.ts';
import { createTestShop, until } from './test-shop.ts';

async function button(
  shop: ReturnType<typeof createTestShop>,
  navigated: string[],
): Promise<ShopCheckoutButtonElement> {
  const element = await fixture<ShopCheckoutButtonElement>(html`<shop-checkout-button .client=${shop.client}
    .navigate=${(url: string) => navigated.push(url)} success-url="https://shop.example/thanks" back-url="https://shop.example/cart"></shop-checkout-button>`);
  return element;
}

const inner = (element: Element): HTMLButtonElement => element.shadowRoot!.querySelector('[part="button"]')!;

describe('<shop-checkout-button>', () => {
  it('is disabled while the cart is empty', async () => {
    const element = await button(createTestShop(), []);
    expect(inner(element).disabled).to.equal(true);
    await expect(element).to.be.accessible();
  });

  it('fires shop-checkout-start and navigates same-tab to the URL the core returned', async () => {
    const shop = createTestShop({ cart: makeCart() });
    const navigated: string[] = [];
    const element = await button(shop, navigated);
    await until(() => !inner(element).disabled, 'enabled');
    const starts: unknown[] = [];
    element.addEventListener('shop-checkout-start', (e) => starts.push(e.detail));
    inner(element).click();
    expect(element.pending).to.equal(true);
    await until(() => navigated.length === 1, 'navigation');
    expect(starts).to.deep.equal([
      { cartId: 'cart_0001', successUrl: 'https://shop.example/thanks', backUrl: 'https://shop.example/cart' },
    ]);
    expect(shop.fake.calls('POST /v2/checkout')[0]!.body).to.include({
      cartId: 'cart_0001',
      successUrl: 'https://shop.example/thanks',
      backUrl: 'https://shop.example/cart',
    });
    expect(new URL(navigated[0]!).origin + new URL(navigated[0]!).pathname).to.equal(
      'https://checkout.shopkit.app/session/cs_0001',
    );
    await expect(element).to.be.accessible();
  });

  it("hands the element's locale to the hosted checkout, a POSIX spelling as its tag and a malformed one as en", async () => {
    for (const [lang, expected] of [
      ['sv-SE', 'sv-SE'],
      ['en_US', 'en-US'],
      ['not a tag!', 'en'],
    ]) {
      const shop = createTestShop({ cart: makeCart() });
      const navigated: string[] = [];
      const wrapper = await fixture(html`<div lang=${lang}><shop-checkout-button .client=${shop.client}
        .navigate=${(url: string) => navigated.push(url)}></shop-checkout-button></div>`);
      const element = wrapper.querySelector('shop-checkout-button')!;
      await until(() => !inner(element).disabled, 'enabled');
      inner(element).click();
      await until(() => navigated.length === 1, 'navigation');
      expect(new URL(navigated[0]!).searchParams.get('locale')).to.equal(expected);
    }
  });

  it('is ready again once an in-page navigate has finished', async () => {
    const shop = createTestShop({ cart: makeCart() });
    const element = await button(shop, []);
    let finish = (): void => undefined;
    let navigating = false;
    element.navigate = () =>
      new Promise<void>((resolve) => {
        navigating = true;
        finish = resolve;
      });
    await until(() => !inner(element).disabled, 'enabled');
    const started = element.start();
    await until(() => navigating, 'the in-page navigate');
    expect(element.pending, 'while the route changes').to.equal(true);
    finish();
    await started;
    await element.updateComplete;
    expect(element.pending).to.equal(false);
    expect(element.hasAttribute('pending')).to.equal(false);
    expect(inner(element).disabled).to.equal(false);
  });

  it('starts nothing when shop-checkout-start is cancelled', async () => {
    const shop = createTestShop({ cart: makeCart() });
    const navigated: string[] = [];
    const element = await button(shop, navigated);
    await until(() => !inner(element).disabled, 'enabled');
    element.addEventListener('shop-checkout-start', (e) => e.preventDefault());
    await element.start();
    expect(shop.fake.calls('POST /v2/checkout')).to.have.length(0);
    expect(navigated).to.deep.equal([]);
  });

  it('refuses to navigate to a URL that is not http(s) and shows the error state', async () => {
    const shop = createTestShop({ cart: makeCart() });
    shop.fake.route('POST /v2/checkout', { status: 201, body: makeCheckoutHandoff({ url: 'javascript:alert(1)' }) });
    const navigated: string[] = [];
    const element = await button(shop, navigated);
    await until(() => !inner(element).disabled, 'enabled');
    await element.start();
    expect(navigated).to.deep.equal([]);
    expect(element.hasAttribute('error')).to.equal(true);
    expect(element.pending).to.equal(false);
  });
});
