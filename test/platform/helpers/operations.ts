// One sample request per operation of the contract, with the scope it needs. Ids are placeholders: the scope check
// comes before any lookup.
export interface SampleOperation {
  method: string;
  path: string;
  scope: string;
  body?: unknown;
  /** The statuses that show the scope let it through (default 200, 201, 204, 404). */
  allowed?: number[];
}

export const SAMPLE_OPERATIONS: readonly SampleOperation[] = [
  { method: 'GET', path: '/v2/shop', scope: 'shop:read' },
  { method: 'GET', path: '/v2/products', scope: 'products:read' },
  { method: 'GET', path: '/v2/products/search?q=mug', scope: 'products:read' },
  { method: 'GET', path: '/v2/products/by-slug/stoneware-mug', scope: 'products:read' },
  { method: 'GET', path: '/v2/products/prod_001', scope: 'products:read' },
  { method: 'GET', path: '/v2/categories', scope: 'products:read' },
  { method: 'GET', path: '/v2/categories/cat_1', scope: 'products:read' },
  { method: 'GET', path: '/v2/storefronts/sf_01HZX3Q8M5N7P9R2S4T6V8W0YA', scope: 'storefront:read' },
  { method: 'POST', path: '/v2/cart', scope: 'cart:write', body: {} },
  { method: 'GET', path: '/v2/cart/cart_unknown', scope: 'cart:read' },
  { method: 'DELETE', path: '/v2/cart/cart_unknown', scope: 'cart:write' },
  { method: 'POST', path: '/v2/cart/cart_unknown/items', scope: 'cart:write', body: { productId: 'prod_002' } },
  { method: 'PATCH', path: '/v2/cart/cart_unknown/items/li_x', scope: 'cart:write', body: { quantity: 1 } },
  { method: 'DELETE', path: '/v2/cart/cart_unknown/items/li_x', scope: 'cart:write' },
  {
    method: 'POST',
    path: '/v2/checkout',
    scope: 'checkout:write',
    body: { cartId: 'cart_unknown', successUrl: 'http://127.0.0.1:9/', backUrl: 'http://127.0.0.1:9/' },
  },
  { method: 'GET', path: '/v2/checkout/cs_unknown', scope: 'checkout:read' },
  // The scope is checked before the session: without a token, an allowed request is a 401 session_invalid.
  { method: 'GET', path: '/v2/customer', scope: 'customer:read', allowed: [401] },
  {
    method: 'POST',
    path: '/v2/customer/sign-in/verify',
    scope: 'customer:write',
    body: { challengeId: 'sic_unknown', code: '123456' },
    allowed: [422],
  },
];

export const ALL_SCOPES = [
  'products:read',
  'shop:read',
  'cart:read',
  'cart:write',
  'checkout:read',
  'checkout:write',
  'storefront:read',
  'customer:read',
  'customer:write',
];
