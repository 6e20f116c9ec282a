import { expect } from 'chai';
import { deleteProduct } from '../../demo/platform/repo/product-writes.ts';
import { createAdminKey } from '../../demo/platform/v1/admin-keys.ts';
import { createHttpsFetch } from '../../src/server/create-https-fetch.ts';
import { payForm } from '../helpers/pay-form.ts';
import { startTestReceiver, type TestReceiver } from '../helpers/test-receiver.ts';
import { asCustomer, lastMessageId, nextMessage, signIn } from './helpers/customer-fixture.ts';
import { startFixture, type PlatformFixture } from './helpers/platform-fixture.ts';

const SHOP = 'http://127.0.0.1:9';
const MINUTE = 60_000;
// Untracked stock: a 129 kr tea towel, a 149 kr notebook, 139 kr candles.
const TOWEL = 'prod_005';
const NOTEBOOK = 'prod_014';
const CANDLES = 'prod_021';

describe('platform: a signed-in customer', () => {
  let f: PlatformFixture;
  let receiver: TestReceiver;
  let clock = Date.parse('2026-06-01T09:00:00.000Z');
  before(async () => {
    receiver = await startTestReceiver(200);
    f = await startFixture({
      now: () => clock,
      localDevelopment: true,
      rateLimits: { 'address.sign-in': null, 'address.sign-in-verify': null },
    });
    const events = ['order.new', 'customer.created', 'customer.deleted'];
    await f.admin('PUT', '/admin/shops/demo/webhooks', { url: receiver.url, events });
  });
  after(async () => {
    await f.close();
    await receiver.close();
  });

  /** Buys `items` through the hosted checkout, as a guest or with a session token; returns the order number. */
  async function buy(items: Array<[string, number]>, options: { token?: string; form?: Record<string, string> } = {}) {
    const body = { items: items.map(([productId, quantity]) => ({ productId, quantity })) };
    const headers: Record<string, string> = options.token ? { 'shopkit-customer-token': options.token } : {};
    const cart = await f.call('POST', '/v2/cart', { body, headers });
    const handoff = await f.call('POST', '/v2/checkout', {
      body: { cartId: cart.body.id, successUrl: `${SHOP}/ok`, backUrl: `${SHOP}/` },
      headers,
    });
    const paid = await fetch(`${handoff.body.url}/pay`, {
      method: 'POST',
      redirect: 'manual',
      body: payForm(options.form),
    });
    expect(paid.status).to.equal(303);
    return { number: paid.headers.get('location')!.split('/').pop()!, url: handoff.body.url as string };
  }
  const orders = async (token: string) => (await f.call('GET', '/v2/customer/orders', asCustomer(token))).body;
  /** Resolves once the receiver got `event` about `id` (each request that comes is looked at). */
  async function webhook(event: string, id: string): Promise<void> {
    const about = (request: { param(name: string): string | null }) =>
      request.param('event_type') === event && request.param(`${event.split('.')[0]}_id`) === id;
    while (!receiver.requests.some(about)) await receiver.received(receiver.requests.length + 1);
  }

  it('sees the orders placed as a guest with the address, once it is verified, and a confirmation e-mail for each', async () => {
    const after = lastMessageId(f);
    const guest = await buy([[TOWEL, 2]], { form: { email: 'Nora@Example.com', name: 'Nora Berg' } });
    const confirmation = await nextMessage(f, 'Nora@Example.com', after);
    expect(confirmation.subject).to.equal(`Order ${guest.number} bekräftad: Lindqvist Home`);
    expect(confirmation.text).to.contain('2 × Linen Tea Towel').and.contain('Storgatan 1');
    expect(confirmation.html).not.to.match(/<img|src=|url\(/i);
    const { token, customer } = await signIn(f, 'nora@example.com');
    expect(customer.orderCount).to.equal(1);
    expect(
      customer.addresses.map((a: { name: string }) => a.name),
      'its address is kept',
    ).to.deep.equal(['Nora Berg']);
    const page = await orders(token);
    expect(page.data.map((order: { number: string }) => order.number)).to.deep.equal([guest.number]);
    const [order] = page.data;
    expect(order).to.include({ status: 'new', currency: 'SEK', subtotal: 25800 });
    expect(order.items[0]).to.include({ productId: TOWEL, quantity: 2, available: true });
    expect(order.shipping).to.include({ methodId: 'ship_standard' });
    expect(order.shippingAddress).to.include({ name: 'Nora Berg', city: 'Stockholm' });
    const one = await f.call('GET', `/v2/customer/orders/${order.id}`, asCustomer(token));
    expect(one.body).to.deep.equal(order);
    await webhook('customer.created', customer.id);
  });

  it("never shows another customer's order", async () => {
    const owner = await signIn(f, 'olle@example.com');
    await buy([[NOTEBOOK, 1]], { token: owner.token, form: { email: 'olle@example.com' } });
    const [order] = (await orders(owner.token)).data;
    const other = await signIn(f, 'pia@example.com');
    const peek = await f.call('GET', `/v2/customer/orders/${order.id}`, asCustomer(other.token));
    expect(peek.status).to.equal(404);
    expect((await orders(other.token)).data).to.deep.equal([]);
  });

  it('reorders the lines that can still be bought and names the ones that cannot', async () => {
    const { token } = await signIn(f, 'quinn@example.com');
    const mug = (await f.call('GET', '/v2/products/prod_001')).body;
    const [tracked, short] = mug.variants as Array<{ id: string }>;
    const items = [
      { productId: TOWEL, quantity: 2 },
      { productId: CANDLES, quantity: 1 },
      { productId: 'prod_001', variantId: tracked!.id, quantity: 2 },
      { productId: 'prod_001', variantId: short!.id, quantity: 3 },
    ];
    const cart = await f.call('POST', '/v2/cart', { body: { items }, headers: { 'shopkit-customer-token': token } });
    const handoff = await f.call('POST', '/v2/checkout', {
      body: { cartId: cart.body.id, successUrl: `${SHOP}/ok`, backUrl: `${SHOP}/` },
      headers: { 'shopkit-customer-token': token },
    });
    await fetch(`${handoff.body.url}/pay`, { method: 'POST', redirect: 'manual', body: payForm() });
    await f.platform.db.transaction(async (tx) => {
      await deleteProduct(tx, 'demo', CANDLES);
      await tx.db.updateTable('variants').set({ stock: 0 }).where('id', '=', tracked!.id).execute();
      await tx.db.updateTable('variants').set({ stock: 1 }).where('id', '=', short!.id).execute();
    });
    const [order] = (await orders(token)).data;
    expect(order.items.map((item: { available: boolean }) => item.available)).to.deep.equal([
      true,
      false,
      false,
      false,
    ]);
    const again = await f.call('POST', `/v2/customer/orders/${order.id}/reorder`, asCustomer(token, { body: {} }));
    expect(again.status).to.equal(200);
    const byProduct = Object.fromEntries(
      again.body.lines.map((line: { variantId: string; added: number; reason: string | null }) => [
        line.variantId,
        [line.added, line.reason],
      ]),
    );
    expect(byProduct).to.deep.include({ [tracked!.id]: [0, 'out_of_stock'], [short!.id]: [1, 'limited'] });
    expect(again.body.lines.find((line: { productId: string }) => line.productId === CANDLES)).to.include({
      name: 'Beeswax Candles',
      added: 0,
      reason: 'gone',
    });
    expect(again.body.cart.items.map((item: { quantity: number }) => item.quantity)).to.deep.equal([2, 1]);
    const twice = await f.call('POST', `/v2/customer/orders/${order.id}/reorder`, asCustomer(token, { body: {} }));
    expect(twice.body.cart.id, "into the customer's own cart again").to.equal(again.body.cart.id);
    expect(twice.body.cart.items[0].quantity).to.equal(4);
  });

  it('fills the next checkout in with the address the last order went to, and keeps each address once', async () => {
    const { token } = await signIn(f, 'rut@example.com');
    const form = {
      email: 'rut@example.com',
      name: 'Rut Ek',
      street: 'Vasagatan 7',
      postalCode: '411 24',
      city: 'Göteborg',
    };
    await buy([[TOWEL, 1]], { token, form });
    await buy([[TOWEL, 1]], { token, form });
    const me = (await f.call('GET', '/v2/customer', asCustomer(token))).body;
    expect(me.addresses).to.have.length(1);
    expect(me.addresses[0]).to.include({ name: 'Rut Ek', street: 'Vasagatan 7', city: 'Göteborg', country: 'SE' });
    const cart = await f.call('POST', '/v2/cart', { body: { items: [{ productId: NOTEBOOK }] } });
    const handoff = await f.call('POST', '/v2/checkout', {
      body: { cartId: cart.body.id, successUrl: `${SHOP}/ok`, backUrl: `${SHOP}/` },
      headers: { 'shopkit-customer-token': token },
    });
    const html = await (await fetch(handoff.body.url)).text();
    for (const [id, value] of Object.entries({
      email: 'rut@example.com',
      name: 'Rut Ek',
      street: 'Vasagatan 7',
      postalCode: '411 24',
      city: 'Göteborg',
    }))
      expect(html).to.match(new RegExp(`id="customer-${id}"[^>]*value="${value}"`));
    const guest = await f.call('POST', '/v2/checkout', {
      body: { cartId: cart.body.id, successUrl: `${SHOP}/ok`, backUrl: `${SHOP}/` },
    });
    expect(await (await fetch(guest.body.url)).text()).not.to.contain('Vasagatan 7');
  });

  it('keeps and forgets addresses, refusing control characters and unknown countries by field', async () => {
    const { token } = await signIn(f, 'sam@example.com');
    const address = {
      name: 'Sam Lund',
      street: 'Drottninggatan 2',
      postalCode: '111 51',
      city: 'Stockholm',
      country: 'se',
    };
    const kept = await f.call('POST', '/v2/customer/addresses', asCustomer(token, { body: address }));
    expect(kept.status).to.equal(201);
    expect(kept.body).to.include({ country: 'SE', phone: null });
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ ...address, name: 'Sam\u009b31m' }, 'name'],
      [{ ...address, street: 'a\u202eb' }, 'street'],
      [{ ...address, country: 'XX' }, 'country'],
      [{ ...address, postalCode: '11<1' }, 'postalCode'],
      [{ ...address, city: 'x'.repeat(101) }, 'city'],
    ];
    for (const [body, field] of bad) {
      const refused = await f.call('POST', '/v2/customer/addresses', asCustomer(token, { body }));
      expect(refused.status, field).to.equal(400);
      expect(refused.body.error.details.field).to.equal(field);
    }
    expect((await f.call('GET', '/v2/customer', asCustomer(token))).body.addresses).to.have.length(1);
    const gone = await f.call('DELETE', `/v2/customer/addresses/${kept.body.id}`, asCustomer(token));
    expect(gone.status).to.equal(204);
    expect((await f.call('DELETE', `/v2/customer/addresses/${kept.body.id}`, asCustomer(token))).status).to.equal(404);
  });

  it('lets the cart follow the customer to another browser: adopted, then merged, never lost', async () => {
    const laptop = await signIn(f, 'tova@example.com');
    const first = await f.call('POST', '/v2/cart', { body: { items: [{ productId: TOWEL, quantity: 1 }] } });
    const adopted = await f.call(
      'POST',
      '/v2/customer/cart',
      asCustomer(laptop.token, { body: { cartId: first.body.id } }),
    );
    expect(adopted.body).to.deep.include({ merged: false });
    expect(adopted.body.cart.id).to.equal(first.body.id);
    const phone = await signIn(f, 'tova@example.com');
    const second = await f.call('POST', '/v2/cart', {
      body: {
        items: [
          { productId: TOWEL, quantity: 2 },
          { productId: NOTEBOOK, quantity: 1 },
        ],
      },
    });
    const merged = await f.call(
      'POST',
      '/v2/customer/cart',
      asCustomer(phone.token, { body: { cartId: second.body.id } }),
    );
    expect(merged.body.merged).to.equal(true);
    expect(merged.body.cart.id).to.equal(first.body.id);
    expect(
      merged.body.cart.items.map((item: { productId: string; quantity: number }) => [item.productId, item.quantity]),
    ).to.deep.equal([
      [TOWEL, 3],
      [NOTEBOOK, 1],
    ]);
    const old = await f.call('GET', `/v2/cart/${second.body.id}`);
    expect(old.status).to.equal(410);
    expect(old.body.error.details.reason).to.equal('merged');
    const fresh = await f.call('POST', '/v2/customer/cart', asCustomer(laptop.token, { body: {} }));
    expect(fresh.body.cart.id, 'a browser with no cart gets theirs').to.equal(first.body.id);
  });

  it('exports everything about the customer as JSON, never a token', async () => {
    const { token, customer } = await signIn(f, 'nora@example.com');
    const exported = await f.call('GET', '/v2/customer/export', asCustomer(token));
    expect(exported.status).to.equal(200);
    expect(exported.body.customer).to.deep.equal({
      id: customer.id,
      email: 'nora@example.com',
      createdAt: customer.createdAt,
    });
    expect(exported.body.orders).to.have.length(1);
    expect(exported.body.sessions.length).to.be.at.least(2);
    expect(JSON.stringify(exported.body)).not.to.match(/shop_ct_|tokenHash|codeHash/);
  });

  it('deletes the account after a recent sign-in; REST v1 still counts the orders, without the person', async () => {
    const { token, customer } = await signIn(f, 'uma@example.com');
    const { number } = await buy([[NOTEBOOK, 2]], { token, form: { email: 'uma@example.com', name: 'Uma Sjö' } });
    clock += 16 * MINUTE;
    const stale = await f.call('DELETE', '/v2/customer', asCustomer(token));
    expect(stale.status).to.equal(401);
    expect(stale.body.error.details.reason).to.equal('stale');
    const fresh = await signIn(f, 'uma@example.com');
    const { key } = await f.platform.db.transaction((tx) => createAdminKey(tx, 'demo', 'account tests'));
    const https = createHttpsFetch(f.platform.v1.ca);
    const v1 = async (path: string) =>
      (
        await https(`${f.platform.v1.url}${path}`, {
          headers: { authorization: `Basic ${Buffer.from(`${key}:${key}`).toString('base64')}` },
        })
      ).json() as Promise<any>;
    const before = await v1('/v1/orders?limit=200');
    expect((await v1(`/v1/customers/${customer.id}`)).orders.map((o: { number: string }) => o.number)).to.deep.equal([
      number,
    ]);
    expect((await f.call('DELETE', '/v2/customer', asCustomer(fresh.token))).status).to.equal(204);
    const after = await v1('/v1/orders?limit=200');
    expect(after.total).to.equal(before.total);
    const order = after.data.find((o: { number: string }) => o.number === number);
    expect(order.customer).to.deep.equal({ email: null, name: null });
    expect(order.shippingAddress).to.equal(null);
    expect(order.total).to.equal(before.data.find((o: { number: string }) => o.number === number).total);
    expect((await v1(`/v1/customers/${customer.id}`)).code).to.equal(404);
    expect((await v1('/v1/customers?email=uma')).total).to.equal(0);
    expect((await f.call('GET', '/v2/customer', asCustomer(fresh.token))).status).to.equal(401);
    await webhook('customer.deleted', customer.id);
    const again = await signIn(f, 'uma@example.com');
    expect(again.customer.id, 'a new account, without the erased orders').not.to.equal(customer.id);
    expect(again.customer.orderCount).to.equal(0);
  });
});
