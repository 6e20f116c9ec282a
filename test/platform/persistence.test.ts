import { expect } from 'chai';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listOrders } from '../../demo/platform/repo/orders.ts';
import { startPlatform } from '../../demo/platform/start-platform.ts';
import { startFixture } from './helpers/platform-fixture.ts';
import { payForm } from '../helpers/pay-form.ts';

describe('platform: persistence across a restart', () => {
  let dir = '';
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shopkit-db-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps carts, orders and rotated keys in its database file, and leaves only that file after a stop', async () => {
    const database = path.join(dir, 'shop.db');
    const first = await startFixture({ database });
    const cart = await first.call('POST', '/v2/cart', { body: { items: [{ productId: 'prod_002', quantity: 2 }] } });
    const paid = await first.call('POST', '/v2/cart', { body: { items: [{ productId: 'prod_003' }] } });
    const handoff = await first.call('POST', '/v2/checkout', {
      body: { cartId: paid.body.id, successUrl: 'http://127.0.0.1:9/', backUrl: 'http://127.0.0.1:9/' },
    });
    await fetch(`${handoff.body.url}/pay`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: payForm({ name: 'A', email: 'a@b.se' }),
    });
    const rotated = (await first.admin('POST', '/admin/keys/rotate', { shop: 'demo' })).body.key as string;
    await first.close();
    expect(fs.readdirSync(dir)).to.deep.equal(['shop.db']);

    const second = await startFixture({ database });
    try {
      const read = await second.call('GET', `/v2/cart/${cart.body.id}`, { key: rotated });
      expect(read.status).to.equal(200);
      expect(read.body.items[0].quantity).to.equal(2);
      expect((await second.call('GET', `/v2/cart/${paid.body.id}`, { key: rotated })).status).to.equal(410);
      expect((await second.call('GET', '/v2/shop')).status).to.equal(401);
      expect(await second.platform.db.transaction((tx) => listOrders(tx))).to.have.length(1);
    } finally {
      await second.close();
    }
  });

  it('keeps nothing when no database is given: each platform starts from the seed', async () => {
    const first = await startFixture();
    const cart = await first.call('POST', '/v2/cart', { body: {} });
    await first.close();
    const second = await startFixture();
    expect((await second.call('GET', `/v2/cart/${cart.body.id}`)).status).to.equal(404);
    await second.close();
  });

  it('refuses a second platform on the same SQLite file, pointing to PostgreSQL', async () => {
    const database = path.join(dir, 'shop.db');
    const first = await startFixture({ database });
    let message = '';
    try {
      await startPlatform({ database });
    } catch (error) {
      message = (error as Error).message;
    }
    await first.close();
    expect(message).to.contain(database).and.contain('locked').and.contain('PostgreSQL');
  });

  it('refuses a file that is not an SQLite database, naming it', async () => {
    const database = path.join(dir, 'state.json');
    fs.writeFileSync(database, `{"version":1,"shops":[]}${' '.repeat(200)}`);
    let message = '';
    try {
      await startPlatform({ database });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).to.contain(database).and.contain('cannot be opened');
  });
});
