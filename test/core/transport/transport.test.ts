import { expect } from 'chai';
import { resolveConfig } from '../../../src/config/resolve-config.ts';
import { createScopeGuard } from '../../../src/config/scopes.ts';
import {
  ShopkitConfigError,
  ShopkitHttpError,
  ShopkitNetworkError,
  ShopkitScopeError,
  ShopkitTimeoutError,
  type ShopkitConfig,
} from '../../../src/index.ts';
import { createTransport } from '../../../src/transport/create-transport.ts';
import { type RouteTable, createFakeFetch, errorReply } from '../../helpers/fake-fetch.ts';
import { DEMO_KEY, DEMO_SECRET, makeCart, makeShop } from '../../helpers/fixtures.ts';

const NEW_KEY = 'shop_pk_demo_rotated0key0000';

function setup(routes: RouteTable, config: Partial<ShopkitConfig> = {}) {
  const fake = createFakeFetch(routes);
  const sleeps: number[] = [];
  const resolved = resolveConfig({
    publishableKey: DEMO_KEY,
    apiUrl: 'https://api.test/v2',
    fetch: fake.fetch,
    ...config,
  });
  const transport = createTransport(resolved, createScopeGuard(resolved.scopes), {
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    random: () => 0.5,
    now: () => Date.UTC(2026, 0, 15),
  });
  return { fake, sleeps, transport };
}

const getShop = { method: 'GET', path: '/v2/shop', scope: 'shop:read', operation: 'shop.get' } as const;
const createCart = {
  method: 'POST',
  path: '/v2/cart',
  scope: 'cart:write',
  operation: 'cart.create',
  body: { items: [] },
} as const;

async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a rejection');
}

describe('transport', () => {
  it('sends the key as a Bearer token with Accept json and no Idempotency-Key on a read', async () => {
    const { fake, transport } = setup({ 'GET /v2/shop': { body: makeShop() } });
    expect(await transport.request(getShop)).to.deep.equal(makeShop());
    const [request] = fake.requests;
    expect(request!.url).to.equal('https://api.test/v2/shop');
    expect(request!.headers).to.include({ authorization: `Bearer ${DEMO_KEY}`, accept: 'application/json' });
    expect(request!.headers).not.to.have.property('idempotency-key');
  });

  it('ignores an authorization entry in headers and sends the other extra headers', async () => {
    const { fake, transport } = setup(
      { 'GET /v2/shop': { body: makeShop() } },
      { headers: { authorization: 'Bearer evil', 'X-Trace': 't1' } },
    );
    await transport.request(getShop);
    expect(fake.requests[0]!.headers).to.include({ authorization: `Bearer ${DEMO_KEY}`, 'x-trace': 't1' });
  });

  it('sends a JSON body with an Idempotency-Key on a mutation', async () => {
    const { fake, transport } = setup({ 'POST /v2/cart': { status: 201, body: makeCart() } });
    await transport.request(createCart);
    const [request] = fake.requests;
    expect(request!.headers['content-type']).to.equal('application/json');
    expect(request!.headers['idempotency-key']).to.match(/^[0-9a-f-]{32,36}$/);
    expect(request!.body).to.deep.equal({ items: [] });
  });

  it('reuses the idempotency key when a 503 is retried, and makes a new one per logical call', async () => {
    const { fake, transport, sleeps } = setup({
      'POST /v2/cart': [errorReply(503, 'unavailable'), { networkError: true }, { status: 201, body: makeCart() }],
    });
    await transport.request(createCart);
    const keys = fake.requests.map((request) => request.headers['idempotency-key']);
    expect(keys).to.have.length(3);
    expect(new Set(keys).size).to.equal(1);
    expect(sleeps).to.deep.equal([225, 450]);
    await transport.request(createCart);
    expect(fake.requests[3]!.headers['idempotency-key']).not.to.equal(keys[0]);
  });

  it('gives up after maxRetries retries with the last HTTP error', async () => {
    const { fake, transport } = setup({ 'GET /v2/shop': errorReply(500, 'internal') }, { maxRetries: 2 });
    const error = await rejection(transport.request(getShop));
    expect(error)
      .to.be.instanceOf(ShopkitHttpError)
      .and.include({ status: 500, code: 'internal', method: 'GET', path: '/v2/shop' });
    expect(fake.requests).to.have.length(3);
  });

  it('does not retry a 4xx answer', async () => {
    const { fake, transport } = setup({ 'GET /v2/shop': errorReply(400, 'invalid_request') });
    expect(await rejection(transport.request(getShop))).to.be.instanceOf(ShopkitHttpError);
    expect(fake.requests).to.have.length(1);
  });

  it('waits for Retry-After seconds on a 429', async () => {
    const { transport, sleeps } = setup({
      'GET /v2/shop': [errorReply(429, 'rate_limited', {}, { 'Retry-After': '4' }), { body: makeShop() }],
    });
    await transport.request(getShop);
    expect(sleeps).to.deep.equal([4000]);
  });

  it('wraps a failed fetch as a network error after retries, naming the path only', async () => {
    const { fake, transport } = setup({ 'GET /v2/shop': { networkError: 'connection reset' } }, { maxRetries: 1 });
    const error = await rejection(transport.request(getShop));
    expect(error).to.be.instanceOf(ShopkitNetworkError);
    expect(error.message).to.equal('GET /v2/shop failed: connection reset');
    expect(fake.requests).to.have.length(2);
  });

  it('times out one attempt after timeoutMs', async () => {
    const { transport } = setup({ 'GET /v2/shop': { hang: true } }, { timeoutMs: 15, maxRetries: 0 });
    const error = await rejection(transport.request(getShop));
    expect(error).to.be.instanceOf(ShopkitTimeoutError).and.include({ timeoutMs: 15 });
  });

  it('retries a timed-out attempt and succeeds', async () => {
    const { fake, transport } = setup(
      { 'GET /v2/shop': [{ hang: true }, { body: makeShop() }] },
      { timeoutMs: 15, maxRetries: 1 },
    );
    expect(await transport.request(getShop)).to.deep.equal(makeShop());
    expect(fake.requests).to.have.length(2);
  });

  it('never times out with timeoutMs 0', async () => {
    const { fake, transport } = setup({ 'GET /v2/shop': { hang: true } }, { timeoutMs: 0, maxRetries: 0 });
    const controller = new AbortController();
    const pending = rejection(transport.request({ ...getShop, signal: controller.signal }));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(fake.requests[0]!.signal!.aborted).to.equal(false);
    controller.abort();
    expect((await pending).name).to.equal('AbortError');
  });

  it("respects the caller's abort signal without retrying", async () => {
    const { fake, transport, sleeps } = setup({ 'GET /v2/shop': { hang: true } });
    const controller = new AbortController();
    const pending = rejection(transport.request({ ...getShop, signal: controller.signal }));
    controller.abort();
    expect((await pending).name).to.equal('AbortError');
    expect(fake.requests).to.have.length(1);
    expect(sleeps).to.deep.equal([]);
  });

  it('checks the scope before any request is sent', async () => {
    const { fake, transport } = setup({}, { scopes: ['products:read'] });
    expect(await rejection(transport.request(createCart))).to.be.instanceOf(ShopkitScopeError);
    expect(fake.requests).to.have.length(0);
  });

  describe('401 and onUnauthorized', () => {
    it('adopts the new key and retries once outside the retry budget', async () => {
      const { fake, transport } = setup(
        {
          'GET /v2/shop': (request) =>
            request.headers.authorization === `Bearer ${NEW_KEY}`
              ? { body: makeShop() }
              : errorReply(401, 'unauthorized'),
        },
        { maxRetries: 0, onUnauthorized: () => NEW_KEY },
      );
      await transport.request(getShop);
      expect(fake.requests.map((request) => request.headers.authorization)).to.deep.equal([
        `Bearer ${DEMO_KEY}`,
        `Bearer ${NEW_KEY}`,
      ]);
      await transport.request(getShop);
      expect(fake.requests[2]!.headers.authorization).to.equal(`Bearer ${NEW_KEY}`);
    });

    it('shares one refresh across concurrent 401s', async () => {
      let calls = 0;
      const { fake, transport } = setup(
        {
          'GET /v2/shop': (request) =>
            request.headers.authorization === `Bearer ${NEW_KEY}`
              ? { body: makeShop() }
              : errorReply(401, 'unauthorized'),
        },
        {
          onUnauthorized: async () => {
            calls++;
            await Promise.resolve();
            return NEW_KEY;
          },
        },
      );
      await Promise.all([transport.request(getShop), transport.request(getShop), transport.request(getShop)]);
      expect(calls).to.equal(1);
      expect(fake.requests.filter((request) => request.headers.authorization === `Bearer ${NEW_KEY}`)).to.have.length(
        3,
      );
    });

    it('lets the 401 surface when the handler returns null', async () => {
      const { fake, transport } = setup(
        { 'GET /v2/shop': errorReply(401, 'unauthorized') },
        { onUnauthorized: () => null },
      );
      expect(await rejection(transport.request(getShop)))
        .to.be.instanceOf(ShopkitHttpError)
        .and.include({ status: 401 });
      expect(fake.requests).to.have.length(1);
    });

    it('surfaces a second 401 instead of asking again', async () => {
      let calls = 0;
      const { fake, transport } = setup(
        { 'GET /v2/shop': errorReply(401, 'unauthorized') },
        {
          onUnauthorized: () => {
            calls++;
            return NEW_KEY;
          },
        },
      );
      expect(await rejection(transport.request(getShop))).to.include({ status: 401 });
      expect([calls, fake.requests.length]).to.deep.equal([1, 2]);
    });

    it('surfaces a 401 when there is no handler', async () => {
      const { fake, transport } = setup({ 'GET /v2/shop': errorReply(401, 'unauthorized') });
      expect(await rejection(transport.request(getShop))).to.include({ status: 401 });
      expect(fake.requests).to.have.length(1);
    });

    it('refuses a handler value that is not a publishable key without quoting it', async () => {
      const { transport } = setup(
        { 'GET /v2/shop': errorReply(401, 'unauthorized') },
        { onUnauthorized: () => `shop_pat_demo_${DEMO_SECRET}` },
      );
      const error = await rejection(transport.request(getShop));
      expect(error).to.be.instanceOf(ShopkitConfigError);
      expect(error.message).to.contain('onUnauthorized').and.not.contain(DEMO_SECRET);
    });
  });
});
