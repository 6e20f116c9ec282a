import { expect } from 'chai';
import https from 'node:https';
import type { Database } from '../../demo/platform/db/database.ts';
import { insertOrder } from '../../demo/platform/repo/orders.ts';
import { countProducts } from '../../demo/platform/repo/products.ts';
import type { OrderRecord } from '../../demo/platform/state/types.ts';
import { createAdminKey, revokeAdminKey } from '../../demo/platform/v1/admin-keys.ts';
import { startV1Server, type V1Server } from '../../demo/platform/v1/start-v1-server.ts';
import { createAdminClient } from '../../src/server/create-admin-client.ts';
import { openTestDatabase } from '../helpers/test-database.ts';

function makeOrder(partial: Partial<OrderRecord>): OrderRecord {
  return {
    id: 'ord_a',
    number: '1001',
    shopId: 'demo',
    storeId: 48213,
    sessionId: `cs_${partial.id ?? 'a'}`,
    cartId: 'cart_a',
    status: 'new',
    currency: 'SEK',
    customer: { name: 'Ada', email: 'ada@example.com' },
    customerId: null,
    customerEmailKey: 'ada@example.com',
    storefront: null,
    surface: null,
    subtotal: 12500,
    discounts: [],
    discountTotal: 0,
    shipping: null,
    shippingTotal: 0,
    shippingAddress: null,
    vatTotal: 2500,
    total: 12500,
    analytics: { consentCategories: [], gaClientId: null, gaSessionId: null },
    lines: [
      {
        id: 'li_1',
        productId: 'prod_001',
        variantId: 'var_001_1',
        name: 'Mug',
        variantName: null,
        sku: 'MUG-1',
        slug: 'mug',
        imageFile: null,
        quantity: 1,
        unitPrice: 10000,
        lineTotal: 10000,
        vatRate: 0.25,
      },
    ],
    createdAt: '2026-01-02T10:00:00.000Z',
    updatedAt: '2026-01-02T10:00:00.000Z',
    ...partial,
  };
}

function get(
  url: string,
  ca: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, unknown>; body: unknown }> {
  return new Promise((resolve, reject) => {
    https
      .get(url, { ca, headers }, (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(text) }));
      })
      .on('error', reject);
  });
}

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

describe('REST API v1 on the local platform', () => {
  let db: Database;
  let server: V1Server;
  let key: string;
  let revokedKey: string;

  before(async () => {
    db = await openTestDatabase();
    await db.transaction(async (tx) => {
      for (const order of [
        makeOrder({}),
        makeOrder({ id: 'ord_b', number: '1002', status: 'done', createdAt: '2026-01-05T10:00:00.000Z' }),
        makeOrder({ id: 'ord_c', number: '1003', createdAt: '2026-01-09T10:00:00.000Z' }),
        makeOrder({ id: 'ord_x', number: '9001', shopId: 'legacy' }),
      ])
        await insertOrder(tx, order);
      key = (await createAdminKey(tx, 'demo', 'tests')).key;
      const revoked = await createAdminKey(tx, 'demo', 'old');
      revokedKey = revoked.key;
      await revokeAdminKey(tx, 'demo', revoked.record.id);
    });
    server = await startV1Server(db);
  });
  after(async () => {
    await server.close();
    await db.close();
  });

  const matrix: [string, () => Record<string, string>, RegExp][] = [
    ['no Authorization header', () => ({}), /authentication missing/],
    ['a Bearer scheme', () => ({ authorization: `Bearer ${key}` }), /Basic scheme/],
    ['malformed base64', () => ({ authorization: 'Basic %%%not-base64' }), /not valid base64/],
    [
      'credentials without a colon',
      () => ({ authorization: `Basic ${Buffer.from(key).toString('base64')}` }),
      /<API_KEY>:<API_KEY>/,
    ],
    [
      'a user name that is not the password',
      () => ({ authorization: basic(key, 'other') }),
      /user name and the password/,
    ],
    [
      'an unknown key',
      () => ({ authorization: basic('shop_sk_demo_Unknown0000000000000000', 'shop_sk_demo_Unknown0000000000000000') }),
      /invalid API key/,
    ],
    ['a revoked key', () => ({ authorization: basic(revokedKey, revokedKey) }), /revoked/],
  ];
  for (const [label, headers, message] of matrix) {
    it(`answers 401 {code, error} to ${label}`, async () => {
      for (const path of ['/v1/orders', '/v1/products/count']) {
        const reply = await get(`${server.url}${path}`, server.ca, headers());
        expect(reply.status).to.equal(401);
        expect(reply.body).to.have.property('code', 401);
        expect((reply.body as { error: string }).error).to.match(message);
        expect(JSON.stringify(reply.body)).not.to.contain(key.slice(-10));
      }
    });
  }

  it('answers 401 over plain HTTP even with a valid key', async () => {
    const response = await fetch(`${server.plainUrl}/v1/products/count`, {
      headers: { authorization: basic(key, key) },
    });
    expect(response.status).to.equal(401);
    expect(await response.json()).to.deep.include({ code: 401 });
  });

  it('revokes a key at once', async () => {
    const fresh = await db.transaction((tx) => createAdminKey(tx, 'demo', 'short-lived'));
    expect(
      (await get(`${server.url}/v1/products/count`, server.ca, { authorization: basic(fresh.key, fresh.key) })).status,
    ).to.equal(200);
    await db.transaction((tx) => revokeAdminKey(tx, 'demo', fresh.record.id));
    expect(
      (await get(`${server.url}/v1/products/count`, server.ca, { authorization: basic(fresh.key, fresh.key) })).status,
    ).to.equal(401);
  });

  it('accepts the legacy apiKey query parameter and marks the answer Deprecation: true', async () => {
    const reply = await get(`${server.url}/v1/products/count?apiKey=${key}`, server.ca);
    expect(reply.status).to.equal(200);
    expect(reply.headers.deprecation).to.equal('true');
    const basicReply = await get(`${server.url}/v1/products/count`, server.ca, { authorization: basic(key, key) });
    expect(basicReply.headers.deprecation).to.equal(undefined);
  });

  it("counts the shop's products and lists its orders through the admin client trusting the certificate with ca", async () => {
    const client = createAdminClient({ apiKey: key, baseUrl: server.url, ca: server.ca });
    expect(await client.products.count()).to.equal(await db.transaction((tx) => countProducts(tx, 'demo')));
    const page = await client.orders.list({ limit: 2 });
    expect(page.total).to.equal(3);
    expect(page.data.map((o) => o.number)).to.deep.equal(['1003', '1002']);
    expect(page.data[0]).not.to.have.property('lines');
    const filtered = await client.orders.list({
      status: 'new',
      from: '2026-01-01T00:00:00Z',
      to: '2026-01-03T00:00:00Z',
      includeLines: true,
    });
    expect(filtered.data.map((o) => o.number)).to.deep.equal(['1001']);
    expect(filtered.data[0]!.lines![0]).to.include({ sku: 'MUG-1', quantity: 1 });
    expect((await client.orders.list({ offset: 2 })).data.map((o) => o.number)).to.deep.equal(['1001']);
  });

  it('answers 400 naming a bad query parameter', async () => {
    const reply = await get(`${server.url}/v1/orders?limit=0`, server.ca, { authorization: basic(key, key) });
    expect(reply.status).to.equal(400);
    expect(reply.body).to.deep.equal({ code: 400, error: 'limit must be an integer from 1 to 200; got "0"' });
  });

  it('redacts a REST key echoed in a 400', async () => {
    const reply = await get(`${server.url}/v1/orders?status=${encodeURIComponent(key)}`, server.ca, {
      authorization: basic(key, key),
    });
    expect(reply.status).to.equal(400);
    const error = (reply.body as { error: string }).error;
    expect(error).to.include('got "shop_sk_demo_••••"');
    expect(error).not.to.include(key.slice('shop_sk_demo_'.length));
  });
});
