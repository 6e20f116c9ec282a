import { expect } from 'chai';
import { CONTRACT, findOperation } from './helpers/contract.ts';
import { startFixture, snapshotState, type PlatformFixture } from './helpers/platform-fixture.ts';

interface BadCase {
  name: string;
  method: string;
  path: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  status: number;
  code: string;
  field?: string;
}

describe('platform: bad input on every endpoint', () => {
  let f: PlatformFixture;
  let cartId = '';
  let itemId = '';
  before(async () => {
    f = await startFixture();
    const cart = await f.call('POST', '/v2/cart', { body: { items: [{ productId: 'prod_002', quantity: 1 }] } });
    cartId = cart.body.id;
    itemId = cart.body.items[0].id;
  });
  after(() => f.close());

  const cases = (): BadCase[] => [
    {
      name: 'a malformed currency on the shop read',
      method: 'GET',
      path: '/v2/shop?currency=12',
      status: 400,
      code: 'invalid_request',
      field: 'currency',
    },
    {
      name: 'an empty ids list',
      method: 'GET',
      path: '/v2/products?ids=,',
      status: 400,
      code: 'invalid_request',
      field: 'ids',
    },
    { name: 'an unknown product', method: 'GET', path: '/v2/products/prod_nope', status: 404, code: 'not_found' },
    { name: 'an unknown slug', method: 'GET', path: '/v2/products/by-slug/nope', status: 404, code: 'not_found' },
    {
      name: 'a negative minPrice',
      method: 'GET',
      path: '/v2/products/search?minPrice=-5',
      status: 400,
      code: 'invalid_request',
      field: 'minPrice',
    },
    {
      name: 'a suggestion query of 201 characters',
      method: 'GET',
      path: `/v2/search/suggest?q=${'a'.repeat(201)}`,
      status: 400,
      code: 'invalid_request',
      field: 'q',
    },
    { name: 'an unknown category', method: 'GET', path: '/v2/categories/cat_nope', status: 404, code: 'not_found' },
    { name: 'an unknown cart', method: 'GET', path: '/v2/cart/cart_nope', status: 404, code: 'not_found' },
    { name: 'an unknown session', method: 'GET', path: '/v2/checkout/cs_nope', status: 404, code: 'not_found' },
    {
      name: 'items that are not an array',
      method: 'POST',
      path: '/v2/cart',
      body: { items: 'prod_002' },
      status: 400,
      code: 'invalid_request',
      field: 'items',
    },
    {
      name: 'a negative quantity on create',
      method: 'POST',
      path: '/v2/cart',
      body: { items: [{ productId: 'prod_002', quantity: -1 }] },
      status: 400,
      code: 'invalid_request',
      field: 'quantity',
    },
    {
      name: 'a body that is not JSON',
      method: 'POST',
      path: '/v2/cart',
      rawBody: '{"items":',
      status: 400,
      code: 'invalid_request',
      field: 'body',
    },
    {
      name: 'a body that is an array',
      method: 'POST',
      path: '/v2/cart',
      body: [1],
      status: 400,
      code: 'invalid_request',
      field: 'body',
    },
    {
      name: 'a form body',
      method: 'POST',
      path: '/v2/cart',
      rawBody: 'a=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      status: 400,
      code: 'invalid_request',
      field: 'content-type',
    },
    {
      name: 'an unknown surface',
      method: 'POST',
      path: '/v2/cart',
      body: { storefront: { id: 'sf_01HZX3Q8M5N7P9R2S4T6V8W0YA', surface: 'tv' } },
      status: 400,
      code: 'invalid_request',
      field: 'storefront.surface',
    },
    {
      name: 'a huge quantity',
      method: 'POST',
      path: `/v2/cart/${cartId}/items`,
      body: { productId: 'prod_002', quantity: 1e9 },
      status: 400,
      code: 'invalid_request',
      field: 'quantity',
    },
    {
      name: 'a fractional quantity',
      method: 'POST',
      path: `/v2/cart/${cartId}/items`,
      body: { productId: 'prod_002', quantity: 1.5 },
      status: 400,
      code: 'invalid_request',
      field: 'quantity',
    },
    {
      name: 'a string quantity',
      method: 'POST',
      path: `/v2/cart/${cartId}/items`,
      body: { productId: 'prod_002', quantity: '2' },
      status: 400,
      code: 'invalid_request',
      field: 'quantity',
    },
    {
      name: 'a numeric productId',
      method: 'POST',
      path: `/v2/cart/${cartId}/items`,
      body: { productId: 2 },
      status: 400,
      code: 'invalid_request',
      field: 'productId',
    },
    {
      name: 'an unknown product in a line',
      method: 'POST',
      path: `/v2/cart/${cartId}/items`,
      body: { productId: 'prod_nope' },
      status: 404,
      code: 'not_found',
    },
    {
      name: 'no variant for a product with several',
      method: 'POST',
      path: `/v2/cart/${cartId}/items`,
      body: { productId: 'prod_001' },
      status: 400,
      code: 'variant_required',
      field: 'variantId',
    },
    {
      name: 'a variant of another product',
      method: 'POST',
      path: `/v2/cart/${cartId}/items`,
      body: { productId: 'prod_001', variantId: 'var_002_1' },
      status: 400,
      code: 'invalid_request',
      field: 'variantId',
    },
    {
      name: 'a sold-out product',
      method: 'POST',
      path: `/v2/cart/${cartId}/items`,
      body: { productId: 'prod_006' },
      status: 409,
      code: 'out_of_stock',
    },
    {
      name: 'more than the stock',
      method: 'POST',
      path: `/v2/cart/${cartId}/items`,
      body: { productId: 'prod_023', variantId: 'var_023_1', quantity: 2 },
      status: 409,
      code: 'out_of_stock',
    },
    {
      name: 'a negative quantity on change',
      method: 'PATCH',
      path: `/v2/cart/${cartId}/items/${itemId}`,
      body: { quantity: -3 },
      status: 400,
      code: 'invalid_request',
      field: 'quantity',
    },
    {
      name: 'a missing quantity on change',
      method: 'PATCH',
      path: `/v2/cart/${cartId}/items/${itemId}`,
      body: {},
      status: 400,
      code: 'invalid_request',
      field: 'quantity',
    },
    {
      name: 'an unknown line',
      method: 'PATCH',
      path: `/v2/cart/${cartId}/items/li_nope`,
      body: { quantity: 1 },
      status: 404,
      code: 'not_found',
    },
    {
      name: 'removing an unknown line',
      method: 'DELETE',
      path: `/v2/cart/${cartId}/items/li_nope`,
      status: 404,
      code: 'not_found',
    },
    { name: 'deleting an unknown cart', method: 'DELETE', path: '/v2/cart/cart_nope', status: 404, code: 'not_found' },
    {
      name: 'a checkout without successUrl',
      method: 'POST',
      path: '/v2/checkout',
      body: { cartId, backUrl: 'http://a.test/' },
      status: 400,
      code: 'invalid_request',
      field: 'successUrl',
    },
    {
      name: 'a javascript: backUrl',
      method: 'POST',
      path: '/v2/checkout',
      body: { cartId, successUrl: 'http://a.test/', backUrl: 'javascript:alert(1)' },
      status: 400,
      code: 'invalid_request',
      field: 'backUrl',
    },
    {
      name: 'a successUrl with credentials',
      method: 'POST',
      path: '/v2/checkout',
      body: { cartId, successUrl: 'http://u:p@a.test/', backUrl: 'http://a.test/' },
      status: 400,
      code: 'invalid_request',
      field: 'successUrl',
    },
    {
      name: 'a checkout of an unknown cart',
      method: 'POST',
      path: '/v2/checkout',
      body: { cartId: 'cart_nope', successUrl: 'http://a.test/', backUrl: 'http://a.test/' },
      status: 404,
      code: 'not_found',
    },
    {
      name: 'a checkout with a numeric currency',
      method: 'POST',
      path: '/v2/checkout',
      body: { cartId, currency: 978, successUrl: 'http://a.test/', backUrl: 'http://a.test/' },
      status: 400,
      code: 'invalid_request',
      field: 'currency',
    },
    {
      name: 'an oversized body',
      method: 'POST',
      path: `/v2/cart/${cartId}/items`,
      rawBody: JSON.stringify({ productId: 'prod_002', pad: 'x'.repeat(70_000) }),
      status: 413,
      code: 'payload_too_large',
    },
    {
      name: 'a discount code that is not a string',
      method: 'POST',
      path: `/v2/cart/${cartId}/discounts`,
      body: { code: 42 },
      status: 400,
      code: 'invalid_request',
      field: 'code',
    },
    {
      name: 'an expired discount code',
      method: 'POST',
      path: `/v2/cart/${cartId}/discounts`,
      body: { code: 'winter25' },
      status: 422,
      code: 'discount_not_applicable',
      field: 'code',
    },
    {
      name: 'a discount code taken off an unknown cart',
      method: 'DELETE',
      path: '/v2/cart/cart_nope/discounts/SPRING10',
      status: 404,
      code: 'not_found',
    },
    {
      name: 'a consent record whose id is not a UUID',
      method: 'POST',
      path: '/v2/consent',
      body: {
        consentId: 'abc',
        revision: 1,
        categories: { analytics: true, marketing: true },
        decidedAt: '2026-01-15T12:00:00Z',
      },
      status: 400,
      code: 'invalid_request',
      field: 'consentId',
    },
    { name: 'an unknown path', method: 'GET', path: '/v2/orders', status: 404, code: 'not_found' },
    {
      name: 'a malformed e-mail address',
      method: 'POST',
      path: '/v2/customer/sign-in',
      body: { email: 'ann@@example.com' },
      status: 400,
      code: 'invalid_request',
      field: 'email',
    },
    {
      name: 'a sign-in code with letters',
      method: 'POST',
      path: '/v2/customer/sign-in/verify',
      body: { challengeId: 'sic_abc', code: '12a456' },
      status: 400,
      code: 'invalid_request',
      field: 'code',
    },
    ...['POST /v2/customer/session/refresh', 'DELETE /v2/customer/session', 'DELETE /v2/customer/sessions'].map(
      (operation): BadCase => ({
        name: `no session token on ${operation}`,
        method: operation.split(' ')[0]!,
        path: operation.split(' ')[1]!,
        status: 401,
        code: 'session_invalid',
      }),
    ),
    ...['GET /v2/customer', 'DELETE /v2/customer', 'GET /v2/customer/export', 'GET /v2/customer/orders/ord_x'].map(
      (operation): BadCase => ({
        name: `a session token of another shop on ${operation}`,
        method: operation.split(' ')[0]!,
        path: operation.split(' ')[1]!,
        headers: { 'shopkit-customer-token': `shop_ct_legacy_${'a'.repeat(43)}` },
        status: 401,
        code: 'session_invalid',
      }),
    ),
    {
      name: 'a malformed session token',
      method: 'DELETE',
      path: '/v2/customer/addresses/adr_x',
      headers: { 'shopkit-customer-token': 'shop_pk_demo_demo0publishable0key' },
      status: 401,
      code: 'session_invalid',
    },
    {
      name: 'a limit of 0 on the order history',
      method: 'GET',
      path: '/v2/customer/orders?limit=0',
      status: 400,
      code: 'invalid_request',
      field: 'limit',
    },
    {
      name: 'a reorder into a cart id that is not text',
      method: 'POST',
      path: '/v2/customer/orders/ord_x/reorder',
      body: { cartId: 42 },
      status: 400,
      code: 'invalid_request',
      field: 'cartId',
    },
    {
      name: 'an address without a street',
      method: 'POST',
      path: '/v2/customer/addresses',
      body: { name: 'A', postalCode: '111 22', city: 'Stad', country: 'SE' },
      status: 400,
      code: 'invalid_request',
      field: 'street',
    },
    {
      name: 'a followed cart id that is not text',
      method: 'POST',
      path: '/v2/customer/cart',
      body: { cartId: ['cart_1'] },
      status: 400,
      code: 'invalid_request',
      field: 'cartId',
    },
    {
      name: 'a method the path does not allow',
      method: 'PUT',
      path: '/v2/cart',
      body: {},
      status: 405,
      code: 'method_not_allowed',
    },
  ];

  it('covers every operation of the contract that take no input the demo key may send (category list, campaign read)', () => {
    const covered = new Set(cases().map((c) => findOperation(c.method, c.path.split('?')[0] ?? '')?.operationId));
    // The admin API's catalogue operations have their bad inputs in test/platform/catalogue-*.test.ts.
    const all = Object.entries(CONTRACT.paths)
      .filter(([path]) => path.startsWith('/v2/'))
      .flatMap(([, item]) => Object.values(item).map((op) => op.operationId));
    expect(all.filter((id) => !covered.has(id))).to.deep.equal(['categoriesList', 'storefrontsGet']);
  });

  for (const c of cases()) {
    it(`answers ${c.name} with ${c.status} ${c.code}, state unchanged`, async () => {
      const bound = cases().find((x) => x.name === c.name) as BadCase;
      const before = await snapshotState(f);
      const answer = await f.call(bound.method, bound.path, {
        body: bound.body,
        rawBody: bound.rawBody,
        headers: bound.headers,
      });
      expect(answer.status).to.equal(bound.status);
      expect(answer.body.error.code).to.equal(bound.code);
      expect(answer.body.error.message).to.be.a('string').and.not.equal('');
      if (bound.field) expect(answer.body.error.details.field).to.contain(bound.field);
      expect(await snapshotState(f)).to.equal(before);
    });
  }
});
