import { expect } from 'chai';
import { createAdminKey } from '../../demo/platform/v1/admin-keys.ts';
import { createAdminClient } from '../../src/server/create-admin-client.ts';
import { isShopkitConfigError } from '../../src/errors/guards.ts';
import { payForm } from '../helpers/pay-form.ts';
import { signIn } from './helpers/customer-fixture.ts';
import { startFixture, type PlatformFixture } from './helpers/platform-fixture.ts';

describe('REST v1: customers, through the admin client', () => {
  let f: PlatformFixture;
  let admin: ReturnType<typeof createAdminClient>;
  before(async () => {
    f = await startFixture();
    const { key } = await f.platform.db.transaction((tx) => createAdminKey(tx, 'demo', 'customers'));
    admin = createAdminClient({ apiKey: key, baseUrl: f.platform.v1.url, ca: f.platform.v1.ca });
  });
  after(() => f.close());

  it('lists customers newest first with their order counts, and filters by a part of the address', async () => {
    const first = await signIn(f, 'ines@example.com');
    await signIn(f, 'jon@example.net');
    const headers = { 'shopkit-customer-token': first.token };
    const cart = await f.call('POST', '/v2/cart', { body: { items: [{ productId: 'prod_014' }] }, headers });
    const handoff = await f.call('POST', '/v2/checkout', {
      body: { cartId: cart.body.id, successUrl: 'http://127.0.0.1:9/ok', backUrl: 'http://127.0.0.1:9/' },
      headers,
    });
    await fetch(`${handoff.body.url}/pay`, {
      method: 'POST',
      redirect: 'manual',
      body: payForm({ email: 'ines@example.com' }),
    });
    const page = await admin.customers.list();
    expect(page).to.include({ total: 2, limit: 50, offset: 0 });
    expect(page.data.map((c) => [c.email, c.orderCount])).to.deep.equal([
      ['jon@example.net', 0],
      ['ines@example.com', 1],
    ]);
    expect((await admin.customers.list({ email: 'EXAMPLE.NET' })).data.map((c) => c.email)).to.deep.equal([
      'jon@example.net',
    ]);
    expect((await admin.customers.list({ limit: 1, offset: 1 })).data.map((c) => c.email)).to.deep.equal([
      'ines@example.com',
    ]);
    const one = await admin.customers.get(first.customer.id);
    expect(one?.orders.map((o) => o.lines?.length)).to.deep.equal([1]);
    expect(one?.addresses[0]).to.include({ street: 'Storgatan 1', country: 'SE' });
    expect(await admin.customers.get('cus_nobody')).to.equal(null);
  });

  it('refuses bad list options before sending, naming them', async () => {
    for (const options of [{ limit: 0 }, { offset: -1 }, { email: 'x'.repeat(255) }]) {
      const error = await admin.customers.list(options).then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(isShopkitConfigError(error), JSON.stringify(options)).to.equal(true);
    }
    const refused = await admin.customers.get('../orders').then(
      () => null,
      (caught: Error) => caught,
    );
    expect(refused?.message).to.match(/customers\.get id/);
  });
});
