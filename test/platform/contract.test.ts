import { expect } from 'chai';
import { CONTRACT, SEEN_OPERATIONS, matchesSchema } from './helpers/contract.ts';
import { startFixture, type PlatformFixture } from './helpers/platform-fixture.ts';
import { payForm } from '../helpers/pay-form.ts';
import { askCode, asCustomer } from './helpers/customer-fixture.ts';

const METHODS = ['get', 'post', 'patch', 'delete', 'put'];

describe('platform: contract (openapi.json)', () => {
  let f: PlatformFixture;
  before(async () => {
    f = await startFixture();
  });
  after(() => f.close());

  it('is OpenAPI 3.1 with a scope (or the admin token), a success answer and the error envelope on every operation', () => {
    expect((CONTRACT as unknown as { openapi: string }).openapi).to.equal('3.1.0');
    for (const [path, item] of Object.entries(CONTRACT.paths)) {
      expect(path).to.match(/^\/(v2|admin)\//);
      const admin = path.startsWith('/admin/');
      for (const [method, op] of Object.entries(item).filter(([key]) => key !== 'servers')) {
        expect(METHODS).to.include(method);
        const operation = op as unknown as {
          'x-scope': string;
          security: unknown;
          responses: Record<string, { $ref?: string }>;
        };
        if (admin) expect(operation.security, `${method} ${path}`).to.deep.equal([{ adminToken: [] }]);
        else expect(operation['x-scope'], `${method} ${path}`).to.be.a('string');
        expect(
          Object.keys(operation.responses).some((s) => /^2/.test(s)),
          `${method} ${path}`,
        ).to.equal(true);
        for (const status of admin ? ['400', '401', 'default'] : ['400', '401', '403', 'default'])
          expect(operation.responses[status]?.$ref, `${method} ${path} ${status}`).to.be.a('string');
      }
    }
  });

  it('describes both checkout bodies: a cart or buy-now items (never both, never neither), and an embedding origin', () => {
    const urls = { successUrl: 'https://shop.example/thanks', backUrl: 'https://shop.example/' };
    expect(matchesSchema('CheckoutInput', { cartId: 'cart_1', ...urls })).to.equal(true);
    expect(matchesSchema('CheckoutInput', { items: [{ productId: 'prod_1', quantity: 2 }], ...urls })).to.equal(true);
    expect(matchesSchema('CheckoutInput', { cartId: 'c', ...urls, embedOrigin: 'https://shop.example' })).to.equal(
      true,
    );
    expect(matchesSchema('CheckoutInput', { cartId: 'c', items: [{ productId: 'p' }], ...urls })).to.equal(false);
    expect(matchesSchema('CheckoutInput', { ...urls })).to.equal(false);
    expect(matchesSchema('CheckoutInput', { items: [], ...urls })).to.equal(false);
    expect(matchesSchema('CheckoutInput', { cartId: 'c', ...urls, embedOrigin: 'https://shop.example/x' })).to.equal(
      false,
    );
  });

  it("describes shipping: the cart's free-shipping state, a paid session's method, cost and address", async () => {
    const cart = (await f.call('POST', '/v2/cart', { body: { items: [{ productId: 'prod_002' }] } })).body;
    expect(matchesSchema('Cart', cart)).to.equal(true);
    expect(cart.freeShipping).to.include({ methodId: 'ship_standard', reached: false });
    const { freeShipping: _left, ...withoutState } = cart;
    expect(matchesSchema('Cart', withoutState), 'freeShipping is required (null when none)').to.equal(false);
    expect(matchesSchema('Cart', { ...cart, freeShipping: { ...cart.freeShipping, remaining: -1 } })).to.equal(false);
    const handoff = await f.call('POST', '/v2/checkout', {
      body: { cartId: cart.id, successUrl: 'http://127.0.0.1:9/ok', backUrl: 'http://127.0.0.1:9/' },
    });
    const open = (await f.call('GET', `/v2/checkout/${handoff.body.sessionId}`)).body;
    expect(open).to.include({ shipping: null, shippingTotal: 0, shippingAddress: null });
    const paid = await fetch(`${handoff.body.url}/pay`, { method: 'POST', redirect: 'manual', body: payForm() });
    expect(paid.status).to.equal(303);
    const session = (await f.call('GET', `/v2/checkout/${handoff.body.sessionId}`)).body;
    expect(matchesSchema('CheckoutSession', session)).to.equal(true);
    expect(session.shipping).to.include({ methodId: 'ship_standard', free: false });
    expect(session.shippingAddress).to.include({ country: 'SE' });
    const bad = { ...session, shippingAddress: { ...session.shippingAddress, country: 'swe' } };
    expect(matchesSchema('CheckoutSession', bad)).to.equal(false);
    const extra = { ...session, shipping: { ...session.shipping, address: 'no' } };
    expect(matchesSchema('CheckoutSession', extra), 'a shipping line carries nothing else').to.equal(false);
  });

  it('is served by the API as the same document', async () => {
    const served = await (await fetch(`${f.platform.urls.api}/v2/openapi.json`)).json();
    expect(served).to.deep.equal(CONTRACT);
  });

  it('answers every customer operation in a way that matches the document, refusals in the error envelope', async () => {
    const ok = async (method: string, path: string, status: number, options = {}) => {
      const answer = await f.call(method, path, options);
      expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).to.equal(status);
      return answer.body;
    };
    const { answer, code } = await askCode(f, 'contract@example.com', { returnUrl: 'http://127.0.0.1:9/account' });
    await ok('POST', '/v2/customer/sign-in/verify', 422, {
      body: { challengeId: answer.body.challengeId, code: code === '000000' ? '000001' : '000000' },
    });
    const session = await ok('POST', '/v2/customer/sign-in/verify', 200, {
      body: { challengeId: answer.body.challengeId, code },
    });
    const rotated = await ok('POST', '/v2/customer/session/refresh', 200, asCustomer(session.token));
    const as = (options: Record<string, unknown> = {}) => asCustomer(rotated.token, options);
    await ok('GET', '/v2/customer', 401);
    const cart = await ok('POST', '/v2/cart', 201, as({ body: { items: [{ productId: 'prod_005', quantity: 1 }] } }));
    const followed = await ok('POST', '/v2/customer/cart?currency=EUR', 200, as({ body: { cartId: cart.id } }));
    expect(followed.cart.currency).to.equal('EUR');
    const handoff = await ok(
      'POST',
      '/v2/checkout',
      201,
      as({ body: { cartId: cart.id, successUrl: 'http://127.0.0.1:9/ok', backUrl: 'http://127.0.0.1:9/' } }),
    );
    await fetch(`${handoff.url}/pay`, {
      method: 'POST',
      redirect: 'manual',
      body: payForm({ email: 'contract@example.com' }),
    });
    const page = await ok('GET', '/v2/customer/orders?limit=1', 200, as());
    await ok('GET', `/v2/customer/orders/${page.data[0].id}`, 200, as());
    await ok('GET', '/v2/customer/orders/ord_unknown', 404, as());
    await ok('POST', `/v2/customer/orders/${page.data[0].id}/reorder`, 200, as({ body: {} }));
    const me = await ok('GET', '/v2/customer', 200, as());
    expect(me.addresses).to.have.length(1);
    const saved = await ok(
      'POST',
      '/v2/customer/addresses',
      201,
      as({ body: { name: 'A B', street: 'Gata 1', postalCode: '111 22', city: 'Stad', country: 'SE', phone: null } }),
    );
    await ok('DELETE', `/v2/customer/addresses/${saved.id}`, 204, as());
    await ok('GET', '/v2/customer/export', 200, as());
    await ok('DELETE', '/v2/customer/sessions', 204, as());
    const signInAgain = async () => {
      const again = await askCode(f, 'contract@example.com');
      const body = { challengeId: again.answer.body.challengeId, code: again.code };
      return (await ok('POST', '/v2/customer/sign-in/verify', 200, { body })).token as string;
    };
    await ok('DELETE', '/v2/customer/session', 204, asCustomer(await signInAgain()));
    await ok('DELETE', '/v2/customer', 204, asCustomer(await signInAgain()));
  });

  it('answers every operation in a way that matches the document', async () => {
    const key = (await f.admin('POST', '/admin/keys', { shop: 'demo', scopes: ['products:read', 'storefront:read'] }))
      .body.key;
    const ok = async (method: string, path: string, status: number, options = {}) => {
      const answer = await f.call(method, path, options);
      expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).to.equal(status);
      return answer.body;
    };
    await ok('GET', `/v2/shop?storefront=${f.platform.storefrontId}`, 200);
    await ok('GET', '/v2/products?limit=3&currency=EUR', 200);
    await ok('GET', '/v2/products/search?q=lamp&sort=newest', 200);
    await ok('GET', '/v2/search/suggest?q=sto&currency=EUR', 200);
    await ok('GET', '/v2/products/by-slug/wool-throw', 200);
    await ok('GET', '/v2/products/prod_001?currency=USD', 200);
    await ok('GET', '/v2/categories', 200);
    await ok('GET', '/v2/categories/cat_2', 200);
    await ok('GET', `/v2/storefronts/${f.platform.storefrontId}`, 200, { key });
    const cart = await ok('POST', '/v2/cart', 201, {
      body: { items: [{ productId: 'prod_001', variantId: 'var_001_1' }] },
    });
    await ok('GET', `/v2/cart/${cart.id}`, 200);
    const added = await ok('POST', `/v2/cart/${cart.id}/items`, 200, { body: { productId: 'prod_014', quantity: 3 } });
    await ok('PATCH', `/v2/cart/${cart.id}/items/${added.items[1].id}`, 200, { body: { quantity: 5 } });
    const removed = await ok('DELETE', `/v2/cart/${cart.id}/items/${added.items[1].id}`, 200);
    expect(removed.items).to.have.length(1);
    await ok('POST', `/v2/cart/${cart.id}/discounts`, 422, { body: { code: 'big500' } });
    await ok('POST', `/v2/cart/${cart.id}/discounts?currency=EUR`, 200, { body: { code: 'spring10' } });
    const handoff = await ok('POST', '/v2/checkout', 201, {
      body: { cartId: cart.id, successUrl: 'http://127.0.0.1:9/ok', backUrl: 'http://127.0.0.1:9/' },
    });
    await ok('DELETE', `/v2/cart/${cart.id}/discounts/SPRING10`, 200);
    const session = await ok('GET', `/v2/checkout/${handoff.sessionId}`, 200);
    expect(session.discounts).to.have.length(1);
    const buyNow = await ok('POST', '/v2/checkout', 201, {
      body: {
        items: [{ productId: 'prod_002', quantity: 1 }],
        successUrl: 'http://127.0.0.1:9/ok',
        backUrl: 'http://127.0.0.1:9/',
        embedOrigin: 'http://127.0.0.1:9',
      },
    });
    await ok('GET', `/v2/checkout/${buyNow.sessionId}`, 200);
    await ok('DELETE', `/v2/cart/${cart.id}`, 204);
    await ok('GET', `/v2/cart/${cart.id}`, 404);
    await f.admin('PUT', '/admin/shops/demo/tracking', { consentLog: true });
    await ok('POST', '/v2/consent', 201, {
      body: {
        consentId: '3f1c2a4b-5d6e-4f70-8a9b-000000000001',
        revision: 2,
        categories: { analytics: true, marketing: false },
        decidedAt: '2026-01-15T12:00:00.000Z',
      },
    });
    // The admin API's operations are exercised by their own suites (test/platform/catalogue-*.test.ts).
    const all = Object.entries(CONTRACT.paths)
      .filter(([path]) => path.startsWith('/v2/'))
      .flatMap(([path, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${path}`));
    expect(all.filter((op) => !SEEN_OPERATIONS.has(op))).to.deep.equal([]);
  });
});
