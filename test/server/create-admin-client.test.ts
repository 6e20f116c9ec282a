import { expect } from 'chai';
import { createAdminClient } from '../../src/server/create-admin-client.ts';
import { isShopkitAdminAuthError, isShopkitAdminHttpError } from '../../src/server/admin-guards.ts';
import { createFakeFetch } from '../helpers/fake-fetch.ts';

const KEY = 'shop_sk_demo_AbCdEf0123456789XyZ';
const BASE = 'https://127.0.0.1:8443';
const ORDER = {
  id: 'ord_1',
  number: '1001',
  status: 'new',
  createdAt: '2026-01-02T10:00:00.000Z',
  paidAt: '2026-01-02T10:00:00.000Z',
  currency: 'SEK',
  subtotal: 13500,
  discounts: [{ code: 'SPRING10', amount: 1000 }],
  discountTotal: 1000,
  shipping: { methodId: 'ship_standard', name: 'Standard', amount: 4900, vatAmount: 980, free: false },
  shippingTotal: 4900,
  shippingAddress: {
    name: 'Ada',
    street: 'Storgatan 1',
    postalCode: '111 22',
    city: 'Stockholm',
    country: 'SE',
    phone: null,
  },
  vatTotal: 3480,
  total: 17400,
  customer: { email: null, name: null },
  lineCount: 1,
};

function captureError(promise: Promise<unknown>): Promise<Error> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: Error) => error,
  );
}

describe('createAdminClient', () => {
  it('sends Basic auth of base64(<key>:<key>) to /v1/products/count and returns the count', async () => {
    const fake = createFakeFetch({ 'GET /v1/products/count': { body: { count: 7 } } });
    const client = createAdminClient({ apiKey: KEY, baseUrl: `${BASE}/v1/`, fetch: fake.fetch });
    expect(await client.products.count()).to.equal(7);
    const [request] = fake.requests;
    expect(request!.url).to.equal(`${BASE}/v1/products/count`);
    expect(request!.headers.authorization).to.equal(`Basic ${Buffer.from(`${KEY}:${KEY}`).toString('base64')}`);
  });

  it('maps list options to limit, offset, status, from, to and include=lines', async () => {
    const fake = createFakeFetch({
      'GET /v1/orders': { body: { data: [{ ...ORDER, lines: [] }], total: 1, limit: 10, offset: 5 } },
    });
    const client = createAdminClient({ apiKey: KEY, baseUrl: BASE, fetch: fake.fetch });
    const page = await client.orders.list({
      limit: 10,
      offset: 5,
      status: 'new',
      from: new Date('2026-01-01T00:00:00Z'),
      to: '2026-02-01',
      includeLines: true,
    });
    expect(page.data[0]!.number).to.equal('1001');
    expect(Object.fromEntries(fake.requests[0]!.query)).to.deep.equal({
      limit: '10',
      offset: '5',
      status: 'new',
      from: '2026-01-01T00:00:00.000Z',
      to: '2026-02-01T00:00:00.000Z',
      include: 'lines',
    });
  });

  it('refuses a plain-http base URL with an error naming baseUrl', () => {
    expect(() => createAdminClient({ apiKey: KEY, baseUrl: 'http://127.0.0.1:8080' })).to.throw(
      /baseUrl: .*plain http.*requires https/,
    );
  });

  it('refuses a malformed key without printing its secret', () => {
    const bad = 'shop_pk_demo_SecretSecret1234';
    let message = '';
    try {
      createAdminClient({ apiKey: bad, baseUrl: BASE });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).to.match(/^apiKey: /);
    expect(message).not.to.contain('SecretSecret1234');
  });

  it('rejects invalid list options before sending, naming the field', async () => {
    const fake = createFakeFetch({});
    const client = createAdminClient({ apiKey: KEY, baseUrl: BASE, fetch: fake.fetch });
    expect((await captureError(client.orders.list({ limit: 500 }))).message).to.match(/orders\.list limit: .*500/);
    expect((await captureError(client.orders.list({ status: 'shipped' as 'new' }))).message).to.match(
      /orders\.list status: .*"shipped"/,
    );
    expect((await captureError(client.orders.list({ from: 'yesterday' }))).message).to.match(/orders\.list from/);
    expect(fake.requests).to.have.length(0);
  });

  it('maps 401 to ShopkitAdminAuthError carrying the redacted key only', async () => {
    const fake = createFakeFetch({ 'GET /v1/orders': { status: 401, body: { code: 401, error: 'invalid API key' } } });
    const client = createAdminClient({ apiKey: KEY, baseUrl: BASE, fetch: fake.fetch });
    const error = await captureError(client.orders.list());
    expect(isShopkitAdminAuthError(error)).to.equal(true);
    expect(error.message).to.contain('invalid API key').and.contain('shop_sk_demo_\u2022\u2022\u2022\u2022');
    expect(
      JSON.stringify({ message: error.message, context: (error as unknown as { context: unknown }).context }),
    ).not.to.contain('AbCdEf0123456789XyZ');
  });

  it('maps other failures and unexpected bodies to ShopkitAdminHttpError with the status', async () => {
    const fake = createFakeFetch({
      'GET /v1/orders': { status: 503, body: { code: 503, error: 'down' } },
      'GET /v1/products/count': { body: { total: 3 } },
    });
    const client = createAdminClient({ apiKey: KEY, baseUrl: BASE, fetch: fake.fetch });
    const failed = await captureError(client.orders.list());
    expect(isShopkitAdminHttpError(failed)).to.equal(true);
    expect((failed as unknown as { status: number }).status).to.equal(503);
    const shape = await captureError(client.products.count());
    expect(isShopkitAdminHttpError(shape)).to.equal(true);
    expect(shape.message).to.contain('"count"');
  });

  it('wraps a network failure as ShopkitNetworkError naming the path', async () => {
    const fake = createFakeFetch({ 'GET /v1/products/count': { networkError: 'connection refused' } });
    const client = createAdminClient({ apiKey: KEY, baseUrl: BASE, fetch: fake.fetch });
    const error = await captureError(client.products.count());
    expect(error.name).to.equal('ShopkitNetworkError');
    expect(error.message).to.contain('/v1/products/count').and.contain('connection refused');
  });
});
