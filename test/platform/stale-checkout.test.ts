// Lines added to the cart after its checkout started are never dropped unseen: paying the older session is refused,
// the checkout shows the cart as it is now with the new total, and paying again orders everything.
import { expect } from 'chai';
import { findOrderByNumber } from '../../demo/platform/repo/orders.ts';
import { isCartChanged } from '../../demo/platform/checkout/refresh-session.ts';
import { startFixture, type PlatformFixture } from './helpers/platform-fixture.ts';
import { payForm } from '../helpers/pay-form.ts';

const SHOP = 'http://127.0.0.1:9';
const FORM = payForm();

describe('platform: a cart that changed after its checkout started', () => {
  let f: PlatformFixture;
  before(async () => {
    f = await startFixture();
  });
  after(() => f.close());

  async function startCheckout() {
    const cart = await f.call('POST', '/v2/cart', { body: { items: [{ productId: 'prod_003', quantity: 1 }] } });
    const session = await f.call('POST', '/v2/checkout', {
      body: { cartId: cart.body.id, successUrl: `${SHOP}/thanks`, backUrl: `${SHOP}/` },
    });
    return { cart: cart.body, url: session.body.url as string, sessionId: session.body.sessionId as string };
  }
  const pay = (url: string) =>
    fetch(`${url}/pay`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: FORM,
    });
  const totalOf = (html: string) => Number(/id="checkout-total" data-amount="(\d+)"/.exec(html)?.[1]);
  const orders = async () => (await f.admin('GET', '/admin/orders?shop=demo')).body.data.length as number;

  it('refuses to pay the older session, shows the new lines and total, and orders everything on the next Pay', async () => {
    const { cart, url } = await startCheckout();
    const before = totalOf(await (await fetch(url)).text());
    const added = await f.call('POST', `/v2/cart/${cart.id}/items`, { body: { productId: 'prod_002', quantity: 2 } });
    expect(added.status).to.equal(200);
    const ordersBefore = await orders();

    const refused = await pay(url);
    expect(refused.status).to.equal(409);
    const page = await refused.text();
    expect(page).to.include('id="checkout-notice"').and.include('nothing was charged');
    expect(totalOf(page)).to.equal(added.body.total);
    expect(totalOf(page)).to.be.greaterThan(before);
    expect(page.match(/class="line"/g)).to.have.length(2);
    expect(await orders()).to.equal(ordersBefore);
    expect((await f.call('GET', `/v2/cart/${cart.id}`)).status).to.equal(200);

    const paid = await pay(url);
    expect(paid.status).to.equal(303);
    const number = (paid.headers.get('location') ?? '').split('/').pop()!;
    const order = await f.platform.db.transaction((tx) => findOrderByNumber(tx, number));
    expect(order!.total).to.equal(added.body.total);
    expect(order!.lines.map((l) => [l.productId, l.quantity])).to.have.deep.members([
      ['prod_003', 1],
      ['prod_002', 2],
    ]);
  });

  it('shows the cart as it is now when the checkout page is opened after a change', async () => {
    const { cart, url } = await startCheckout();
    const line = cart.items[0];
    await f.call('PATCH', `/v2/cart/${cart.id}/items/${line.id}`, { body: { quantity: 3 } });
    const page = await (await fetch(url)).text();
    expect(page).to.include('id="checkout-notice"');
    expect(page).to.match(/data-quantity="3"/);
    const session = await f.call('GET', `/v2/checkout/${new URL(url).pathname.split('/').pop()}`);
    expect(session.body.items[0].quantity).to.equal(3);
  });

  it('refuses to pay a checkout whose cart was emptied, and says so', async () => {
    const { cart, url } = await startCheckout();
    await f.call('DELETE', `/v2/cart/${cart.id}/items/${cart.items[0].id}`);
    const ordersBefore = await orders();
    const refused = await pay(url);
    expect(refused.status).to.equal(409);
    expect(await refused.text()).to.include('Your cart is empty');
    expect(await orders()).to.equal(ordersBefore);
  });

  it('tells a changed cart by variants and quantities, not by line order', () => {
    const a = {
      lines: [
        { variantId: 'v1', quantity: 1 },
        { variantId: 'v2', quantity: 2 },
      ],
    };
    expect(
      isCartChanged(a, {
        lines: [
          { variantId: 'v2', quantity: 2 },
          { variantId: 'v1', quantity: 1 },
        ],
      }),
    ).to.equal(false);
    expect(isCartChanged(a, { lines: [{ variantId: 'v1', quantity: 1 }] })).to.equal(true);
    expect(
      isCartChanged(a, {
        lines: [
          { variantId: 'v1', quantity: 1 },
          { variantId: 'v2', quantity: 3 },
        ],
      }),
    ).to.equal(true);
  });
});
