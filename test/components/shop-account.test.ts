// <shop-account> and <shop-order-history> over the fake platform: the code sign-in with its refusals, the account
// state every account element on a page shares, the merchant's order markup with "buy again", and deleting.
import { expect, fixture, html } from '@open-wc/testing';
import './define-elements.ts';
import type { ShopAccountElement } from '../../components/shop-account.ts';
import type { ShopOrderHistoryElement } from '../../components/shop-order-history.ts';
import { errorReply } from '../helpers/fake-fetch.ts';
import { makeCartItem, makeCustomerOrder, makeCustomerSession } from '../helpers/fixtures.ts';
import { createTestShop, until } from './test-shop.ts';

const CHALLENGE = {
  challengeId: 'sic_0001',
  email: 'ann@example.com',
  expiresAt: '2099-01-01T00:00:00.000Z',
  codeLength: 6,
};
const session = makeCustomerSession({
  expiresAt: '2099-01-01T00:00:00.000Z',
  refreshAfter: '2099-01-01T00:00:00.000Z',
});
const order = makeCustomerOrder({
  items: [
    makeCartItem(),
    makeCartItem({ id: 'li_2', productId: 'prod_tee', name: 'Tee', variantName: 'Large', available: false }),
  ],
});
const reordered = {
  cart: null,
  lines: [
    { productId: 'prod_mug', variantId: 'var_1', name: 'Mug', variantName: null, requested: 1, added: 1, reason: null },
    {
      productId: 'prod_tee',
      variantId: 'var_2',
      name: 'Tee',
      variantName: 'Large',
      requested: 1,
      added: 0,
      reason: 'gone',
    },
  ],
};

function accountShop() {
  const shop = createTestShop();
  shop.fake.route('POST /v2/customer/sign-in', { status: 202, body: CHALLENGE });
  shop.fake.route('POST /v2/customer/sign-in/verify', [
    errorReply(422, 'sign_in_refused', { details: { reason: 'incorrect', field: 'code', attemptsLeft: 4 } }),
    { body: session },
  ]);
  // The cart follows the shopper after the session is in: slower than the orders, as it can be on a real network.
  shop.fake.route('POST /v2/customer/cart', { body: { cart: null, merged: false }, delayMs: 150 });
  shop.fake.route('GET /v2/customer/orders', { body: { data: [order], nextCursor: null } });
  shop.fake.route('GET /v2/customer', { body: session.customer });
  shop.fake.route('DELETE /v2/customer/session', { status: 204 });
  return shop;
}

async function accountPage(shop: ReturnType<typeof createTestShop>) {
  const events: string[] = [];
  const record = (event: Event) => events.push(event.type);
  const wrapper = await fixture<HTMLElement>(html`<div
    lang="en-GB"
    @shop-sign-in=${record}
    @shop-sign-out=${record}
    @shop-reorder=${record}
    @shop-account-delete=${record}
    @shop-error=${record}
  >
    <shop-account view="page" .client=${shop.client}></shop-account>
    <shop-order-history .client=${shop.client}>
      <template>
        <p class="none" data-shop-show="account.empty" hidden>No orders yet.</p>
        <ol>
          <template data-shop-each="orders" data-shop-as="order">
            <li class="order">
              <h3>Order <span data-shop-text="order.number"></span></h3>
              <span class="total" data-shop-text="order.totalDisplay"></span>
              <button type="button" data-shop-action="reorder" data-shop-attr="aria-label:order.labels.reorder">
                Buy again
              </button>
              <p class="message" data-shop-text="order.message"></p>
            </li>
          </template>
        </ol>
      </template>
      <p data-shop-state="signed-out" hidden>Sign in to see your orders.</p>
    </shop-order-history>
  </div>`);
  const account = wrapper.querySelector<ShopAccountElement>('shop-account')!;
  const history = wrapper.querySelector<ShopOrderHistoryElement>('shop-order-history')!;
  await until(() => account.state === 'signed-out', 'signed out');
  await account.updateComplete;
  return { account, history, events };
}

const inner = (account: ShopAccountElement) => account.shadowRoot!;
const field = (account: ShopAccountElement, name: string) =>
  inner(account).querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const button = (account: ShopAccountElement, name: string) =>
  [...inner(account).querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent!.trim() === name)!;
const errorText = (account: ShopAccountElement) =>
  inner(account).querySelector<HTMLElement>('[part="error"]')?.textContent!.trim() ?? '';

/** Fills the form's field and sends it; resolves once `done` holds (a state reached, a failure shown). */
async function submit(
  account: ShopAccountElement,
  name: string,
  value: string,
  done: () => boolean,
  what: string,
): Promise<void> {
  field(account, name).value = value;
  inner(account).querySelector('form')!.requestSubmit();
  await until(done, what);
  await account.updateComplete;
}

const refused = (account: ShopAccountElement) => () => errorText(account) !== '';
const waiting = (account: ShopAccountElement) => () => account.state === 'code';
// Signed in shows before the sign-in has finished (the cart that follows the shopper is still being read, and the
// account's buttons wait for it); focus on the status line is the end of it.
const signedIn = (account: ShopAccountElement) => () =>
  account.state === 'signed-in' && inner(account).activeElement?.getAttribute('part') === 'status';

async function signIn(account: ShopAccountElement): Promise<void> {
  await submit(account, 'email', 'ann@example.com', waiting(account), 'the code form');
  await submit(account, 'code', '000000', refused(account), 'the wrong code refused');
  await submit(account, 'code', '123456', signedIn(account), 'signed in');
}

describe('<shop-account> and <shop-order-history>', () => {
  it('refuses a 300-character address before sending, and a malformed one the platform refuses, by their field', async () => {
    const shop = accountShop();
    shop.fake.route('POST /v2/customer/sign-in', errorReply(400, 'invalid_request', { details: { field: 'email' } }));
    const { account, events } = await accountPage(shop);
    await submit(account, 'email', `${'a'.repeat(288)}@example.com`, refused(account), 'the long address refused');
    expect(errorText(account)).to.equal('Enter an e-mail address like name@example.com.');
    expect(field(account, 'email').getAttribute('aria-invalid')).to.equal('true');
    expect(field(account, 'email').getAttribute('aria-describedby')).to.equal(
      inner(account).querySelector('[part="error"]')!.id,
    );
    expect(shop.fake.requests.filter((request) => request.path === '/v2/customer/sign-in')).to.have.length(0);
    field(account, 'email').value = '';
    await submit(account, 'email', 'ann@@example', () => events.length === 2, 'the platform’s refusal');
    expect(shop.fake.requests.filter((request) => request.path === '/v2/customer/sign-in')).to.have.length(1);
    expect(errorText(account)).to.equal('Enter an e-mail address like name@example.com.');
    expect(account.state).to.equal('signed-out');
    expect(inner(account).activeElement).to.equal(field(account, 'email'));
  });

  it('signs in with the code after a wrong one, and the orders on the page follow', async () => {
    const shop = accountShop();
    const { account, history, events } = await accountPage(shop);
    expect(history.state).to.equal('signed-out');
    expect(history.querySelector<HTMLElement>('[data-shop-state="signed-out"]')!.hidden).to.equal(false);
    await submit(account, 'email', 'ann@example.com', waiting(account), 'the code form');
    expect(inner(account).activeElement).to.equal(field(account, 'code'));
    expect(inner(account).querySelector('[role="status"]')!.textContent).to.contain(
      'We sent a 6-digit code to ann@example.com',
    );
    await submit(account, 'code', '000000', refused(account), 'the wrong code refused');
    expect(errorText(account)).to.equal('That code is wrong. 4 tries are left.');
    expect(field(account, 'code').getAttribute('aria-invalid')).to.equal('true');
    await expect(account).to.be.accessible();
    await submit(account, 'code', '123456', () => events.includes('shop-sign-in'), 'the sign-in event');
    await until(() => history.state === 'ready', 'the orders');
    expect(inner(account).querySelector('[part="status"]')!.textContent!.trim()).to.equal(
      'Signed in as ann@example.com',
    );
    expect(events).to.deep.equal(['shop-error', 'shop-sign-in']);
    const cards = history.querySelectorAll('li.order');
    expect([...cards].map((card) => card.querySelector('h3')!.textContent!.trim())).to.deep.equal(['Order 1001']);
    expect(history.querySelector<HTMLElement>('[data-shop-state="signed-out"]')!.hidden).to.equal(true);
    expect(history.querySelector<HTMLElement>('.none')!.hidden, 'a top-level binding keeps its say').to.equal(true);
    await expect(account).to.be.accessible();
  });

  it('buys an order again and says which lines are gone', async () => {
    const shop = accountShop();
    shop.fake.route('POST /v2/customer/orders/*/reorder', { body: reordered });
    const { account, history, events } = await accountPage(shop);
    await signIn(account);
    await until(() => history.state === 'ready', 'the orders');
    const again = history.querySelector<HTMLButtonElement>('[data-shop-action="reorder"]')!;
    expect(again.getAttribute('aria-label')).to.equal('Buy again: 1001');
    again.click();
    await until(() => events.includes('shop-reorder'), 'the reorder');
    await history.updateComplete;
    const reorder = shop.fake.requests.find((request) => request.path.endsWith('/reorder'))!;
    expect(reorder.path).to.equal('/v2/customer/orders/ord_0001/reorder');
    expect(history.querySelector('.message')!.textContent).to.equal(
      'Added to your cart. Tee (Large) is no longer sold.',
    );
  });

  it('signs out in one element and every account element on the page shows it', async () => {
    const shop = accountShop();
    const { account, history, events } = await accountPage(shop);
    await signIn(account);
    await until(() => history.state === 'ready', 'the orders');
    const menu = document.createElement('shop-account');
    menu.client = shop.client;
    account.before(menu);
    await until(() => menu.state === 'signed-in', 'the menu signed in');
    await menu.updateComplete;
    const trigger = menu.shadowRoot!.querySelector<HTMLButtonElement>('[part="trigger"]')!;
    expect(trigger.getAttribute('aria-label')).to.equal('Your account (ann@example.com)');
    trigger.click();
    await menu.updateComplete;
    expect(trigger.getAttribute('aria-expanded')).to.equal('true');
    [...menu.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent!.trim() === 'Sign out')!.click();
    await until(() => account.state === 'signed-out' && history.state === 'signed-out', 'signed out everywhere');
    const sent = shop.fake.requests.map((request) => `${request.method} ${request.path}`);
    expect(sent).to.include('DELETE /v2/customer/session');
    expect([...history.querySelectorAll('li.order')].filter((card) => card.checkVisibility())).to.have.length(0);
    expect(history.querySelector<HTMLElement>('[data-shop-state="signed-out"]')!.hidden).to.equal(false);
    expect(events.at(-1)).to.equal('shop-sign-out');
    menu.remove();
  });

  it('deletes the account only after the shopper confirms, then is signed out', async () => {
    const shop = accountShop();
    shop.fake.route('DELETE /v2/customer', { status: 204 });
    const { account, history, events } = await accountPage(shop);
    await signIn(account);
    await until(() => history.state === 'ready', 'the orders');
    button(account, 'Delete my account').click();
    await account.updateComplete;
    expect(inner(account).activeElement!.textContent!.trim()).to.equal('Yes, delete my account');
    expect(shop.fake.requests.map((request) => `${request.method} ${request.path}`)).not.to.include(
      'DELETE /v2/customer',
    );
    await expect(account).to.be.accessible();
    button(account, 'Yes, delete my account').click();
    await until(() => events.includes('shop-account-delete') && account.state === 'signed-out', 'deleted');
    await account.updateComplete;
    expect(inner(account).querySelector('[role="status"]')!.textContent!.trim()).to.equal('Your account was deleted.');
    expect(history.state).to.equal('signed-out');
    expect(shop.fake.requests.map((request) => `${request.method} ${request.path}`)).to.include('DELETE /v2/customer');
  });

  it('tells a locked address until when, in the shopper’s words', async () => {
    const shop = accountShop();
    shop.fake.route(
      'POST /v2/customer/sign-in/verify',
      errorReply(422, 'sign_in_refused', {
        details: { reason: 'locked', field: 'code', lockedUntil: '2099-01-01T14:15:00.000Z' },
      }),
    );
    const { account } = await accountPage(shop);
    await submit(account, 'email', 'ann@example.com', waiting(account), 'the code form');
    await submit(account, 'code', '123456', refused(account), 'the locked address refused');
    const until1415 = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' }).format(
      new Date('2099-01-01T14:15:00.000Z'),
    );
    expect(errorText(account)).to.equal(`Too many wrong codes. Try again after ${until1415}.`);
    expect(account.state).to.equal('code');
  });
});
