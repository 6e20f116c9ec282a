import { expect, fixture, html } from '@open-wc/testing';
import './define-elements.ts';
import type { ShopkitCommerceEvent } from '../../components/internal/analytics/commerce-events.ts';
import { CHECKOUT_SANDBOX } from '../../components/internal/checkout/checkout-messages.ts';
import type { ShopCheckoutElement } from '../../components/shop-checkout.ts';
import type { ShopOrderConfirmationElement } from '../../components/shop-order-confirmation.ts';
import { errorReply } from '../helpers/fake-fetch.ts';
import { makeCart, makeCheckoutHandoff, makeCheckoutSession } from '../helpers/fixtures.ts';
import { createTestShop, until } from './test-shop.ts';

// The fake hosted checkout is served by the test server, so the checkout origin is this page's origin.
const FRAME = `${location.origin}/test/components/fixtures/fake-checkout.html`;
const envelope = (sessionId = 'cs_0001') => ({ protocol: 'shopkit-checkout', version: 1, sessionId });

function embedShop(frameQuery = '') {
  const shop = createTestShop({ cart: makeCart(), config: { checkoutUrl: location.origin } });
  shop.fake.route('POST /v2/checkout', (_request, call) => {
    const sessionId = `cs_000${call + 1}`;
    return { status: 201, body: makeCheckoutHandoff({ sessionId, url: `${FRAME}?session=${sessionId}${frameQuery}` }) };
  });
  shop.fake.route('GET /v2/checkout/*', {
    body: makeCheckoutSession({ status: 'paid', orderNumber: '1001', cartId: 'cart_0001' }),
  });
  return shop;
}

interface Mounted {
  element: ShopCheckoutElement;
  analytics: ShopkitCommerceEvent[];
  purchases: unknown[];
  navigated: string[];
}

async function mount(shop: ReturnType<typeof createTestShop>, attributes = ''): Promise<Mounted> {
  const mounted: Omit<Mounted, 'element'> = { analytics: [], purchases: [], navigated: [] };
  const wrapper = await fixture<HTMLElement>(html`<div
    @shop-analytics=${(e: CustomEvent) => mounted.analytics.push(e.detail)}
    @shop-purchase=${(e: CustomEvent) => mounted.purchases.push(e.detail)}
  ><shop-checkout .client=${shop.client} .navigate=${(url: string) => mounted.navigated.push(url)}
    completion=${attributes || 'in-place'}></shop-checkout></div>`);
  return { ...mounted, element: wrapper.querySelector('shop-checkout')! };
}

const frameOf = (element: ShopCheckoutElement) => element.shadowRoot!.querySelector<HTMLIFrameElement>('iframe');
const inState = (element: ShopCheckoutElement, state: string) =>
  until(() => element.state === state, `state ${state}`).then(() => element.updateComplete);

/** Has the real frame post `message` to its parent, so it arrives from the frame's window and origin. */
function fromFrame(element: ShopCheckoutElement, message: unknown): void {
  frameOf(element)!.contentWindow!.postMessage({ fake: 'post', message }, location.origin);
}

describe('<shop-checkout>', () => {
  it("shows the hosted checkout for the remembered cart in a titled, sandboxed frame that records this page's origin", async () => {
    const shop = embedShop();
    const { element, analytics } = await mount(shop);
    await inState(element, 'ready');
    expect(shop.fake.calls('POST /v2/checkout')[0]!.body).to.deep.include({
      cartId: 'cart_0001',
      successUrl: location.href,
      backUrl: location.href,
      embedOrigin: location.origin,
    });
    const frame = frameOf(element)!;
    expect(frame.title).to.equal('Secure checkout');
    expect(frame.getAttribute('sandbox')).to.equal('allow-scripts allow-forms allow-same-origin');
    expect(CHECKOUT_SANDBOX).to.equal(frame.getAttribute('sandbox'));
    expect(new URL(frame.src).searchParams.get('embed')).to.equal('1');
    expect(frame.getBoundingClientRect().height).to.equal(640);
    expect(analytics.map((event) => event.name)).to.deep.equal(['begin_checkout']);
    await expect(element).to.be.accessible();
  });

  it("follows the checkout's height as its content changes", async () => {
    const { element } = await mount(embedShop());
    await inState(element, 'ready');
    fromFrame(element, { ...envelope(), type: 'resize', height: 912.4 });
    await until(() => frameOf(element)!.getBoundingClientRect().height === 913, 'the new height');
  });

  it('ignores messages from another window, another origin, another session or of another shape, and never throws', async () => {
    const { element } = await mount(embedShop());
    await inState(element, 'ready');
    const thrown: unknown[] = [];
    const onError = (event: ErrorEvent) => thrown.push(event.error);
    addEventListener('error', onError);
    try {
      const frameWindow = frameOf(element)!.contentWindow!;
      const resize = (height: number, sessionId = 'cs_0001') => ({ ...envelope(sessionId), type: 'resize', height });
      dispatchEvent(new MessageEvent('message', { data: resize(111), origin: location.origin, source: window }));
      dispatchEvent(
        new MessageEvent('message', { data: resize(222), origin: 'https://evil.example', source: frameWindow }),
      );
      dispatchEvent(new MessageEvent('message', { data: resize(223), origin: location.origin, source: null }));
      for (const junk of [
        null,
        'resize',
        [resize(333)],
        resize(334, 'cs_other'),
        { ...resize(335), version: 2 },
        { ...resize(336), protocol: 'other' },
        resize(-1),
        resize(Number.MAX_VALUE),
        { ...envelope(), type: 'complete', orderNumber: '<img src=x onerror=alert(1)>' },
        { ...envelope(), type: 'error', code: 'Not a code!' },
        { ...envelope(), type: 'navigate', url: 'javascript:alert(1)' },
      ])
        fromFrame(element, junk);
      fromFrame(element, resize(444));
      await until(() => frameOf(element)!.getBoundingClientRect().height === 444, 'the one valid message');
    } finally {
      removeEventListener('error', onError);
    }
    expect(element.state).to.equal('ready');
    expect(thrown).to.deep.equal([]);
  });

  it('shows the confirmation in place when the checkout completes, forgets the cart and moves focus to it', async () => {
    const shop = embedShop();
    const { element, purchases } = await mount(shop);
    await inState(element, 'ready');
    fromFrame(element, { ...envelope(), type: 'complete', orderNumber: '1001' });
    await inState(element, 'complete');
    expect(frameOf(element)).to.equal(null);
    const confirmation = element.shadowRoot!.querySelector<ShopOrderConfirmationElement>('shop-order-confirmation')!;
    expect(confirmation.state).to.equal('confirmed');
    expect(purchases).to.have.length(1);
    expect(await shop.client.cart.id()).to.equal(null);
    await until(
      () => confirmation.shadowRoot!.activeElement?.getAttribute('part') === 'heading',
      'focus on the confirmation heading',
    );
    await expect(element).to.be.accessible();
  });

  it('goes to the success page instead when the merchant asks for it', async () => {
    const { element, navigated } = await mount(embedShop(), 'success-page');
    await inState(element, 'ready');
    fromFrame(element, { ...envelope(), type: 'complete', orderNumber: '1001' });
    await until(() => navigated.length === 1, 'navigation');
    expect(navigated).to.deep.equal([`${location.origin}/success/1001`]);
  });

  it('offers the redirect when the frame does not become ready in time', async () => {
    const shop = embedShop('&silent=1');
    const { element } = await mount(shop);
    await inState(element, 'fallback');
    expect(frameOf(element)).to.equal(null);
    const link = element.shadowRoot!.querySelector<HTMLAnchorElement>('[part="fallback"] a')!;
    expect(link.textContent).to.equal('Continue to the secure checkout');
    expect(link.href).to.equal(`${FRAME}?session=cs_0001&silent=1&currency=SEK&locale=en-US&consentCategories=`);
    expect(element.shadowRoot!.querySelector('[part="fallback"]')!.getAttribute('role')).to.equal('alert');
  });

  it("shows an expired session's state instead of the form, and starts a new session on request", async () => {
    const shop = embedShop();
    const { element } = await mount(shop);
    await inState(element, 'ready');
    fromFrame(element, { ...envelope(), type: 'error', code: 'expired' });
    await inState(element, 'expired');
    expect(frameOf(element)).to.equal(null);
    const again = element.shadowRoot!.querySelector<HTMLButtonElement>('[part="status"] button')!;
    expect(again.textContent).to.equal('Start again');
    again.focus();
    again.click();
    await inState(element, 'ready');
    expect(shop.fake.calls('POST /v2/checkout')).to.have.length(2);
    expect(new URL(frameOf(element)!.src).searchParams.get('session')).to.equal('cs_0002');
    await until(() => frameOf(element)!.contentDocument?.body.dataset.focusRequested === 'yes', 'frame asked to focus');
    expect(element.shadowRoot!.activeElement).to.equal(frameOf(element));
  });

  it('shows the empty state and starts nothing while the cart is empty', async () => {
    const shop = createTestShop();
    const { element } = await mount(shop);
    await inState(element, 'empty');
    expect(element.shadowRoot!.querySelector('[part="status"]')!.textContent!.trim()).to.equal('Your cart is empty.');
    expect(shop.fake.calls('POST /v2/checkout')).to.have.length(0);
  });

  it('starts nothing when shop-checkout-start is cancelled', async () => {
    const shop = embedShop();
    const starts: unknown[] = [];
    const wrapper = await fixture<HTMLElement>(
      html`<div @shop-checkout-start=${(e: CustomEvent) => {
        starts.push(e.detail);
        e.preventDefault();
      }}><shop-checkout .client=${shop.client}></shop-checkout></div>`,
    );
    await until(() => starts.length === 1, 'the start event');
    expect(starts[0]).to.deep.include({ cartId: 'cart_0001', embedded: true });
    expect(shop.fake.calls('POST /v2/checkout')).to.have.length(0);
    expect(wrapper.querySelector('shop-checkout')!.shadowRoot!.querySelector('iframe')).to.equal(null);
  });

  it('shows why a session could not start, and retries', async () => {
    const shop = embedShop();
    const route = shop.fake.calls;
    shop.fake.route('POST /v2/checkout', [
      errorReply(503, 'unavailable'),
      { status: 201, body: makeCheckoutHandoff({ url: `${FRAME}?session=cs_0001` }) },
    ]);
    const { element } = await mount(shop);
    await inState(element, 'error');
    expect(element.error).to.equal(true);
    element.shadowRoot!.querySelector<HTMLButtonElement>('[part="error"] button')!.click();
    await inState(element, 'ready');
    expect(route('POST /v2/checkout')).to.have.length(2);
  });

  it('shows why the cart could not be read, and starts once it can', async () => {
    const shop = embedShop();
    shop.fake.route('GET /v2/cart/*', [errorReply(503, 'unavailable'), { body: makeCart() }]);
    const { element } = await mount(shop);
    await inState(element, 'error');
    expect(element.shadowRoot!.querySelector('[part="error"]')!.textContent).to.contain('unavailable');
    element.shadowRoot!.querySelector<HTMLButtonElement>('[part="error"] button')!.click();
    await inState(element, 'ready');
  });

  it('starts a new session when the cart changes', async () => {
    const shop = embedShop();
    const { element } = await mount(shop);
    await inState(element, 'ready');
    await shop.client.cart.add({ productId: 'prod_cap' });
    await until(() => shop.fake.calls('POST /v2/checkout').length === 2, 'a second session');
    await inState(element, 'ready');
    expect(new URL(frameOf(element)!.src).searchParams.get('session')).to.equal('cs_0002');
  });
});
