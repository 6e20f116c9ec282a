import { expect } from 'chai';
import type { Customer } from '../../../src/index.ts';
import { createMemoryStorage } from '../../../src/storage/memory-storage.ts';
import { errorReply } from '../../helpers/fake-fetch.ts';
import {
  makeCart,
  makeCustomer,
  makeCustomerOrder,
  makeCustomerSession,
  makeCustomerToken,
} from '../../helpers/fixtures.ts';
import { createTestClient, rejectionOf } from '../../helpers/test-client.ts';

// The test client's clock: 2026-01-15T12:00:00Z.
const CHALLENGE = {
  challengeId: 'sic_0001',
  email: 'ann@example.com',
  expiresAt: '2026-01-15T12:10:00.000Z',
  codeLength: 6,
};
const session = makeCustomerSession();
const cart = makeCart();
const refused = (reason: string) => errorReply(401, 'session_invalid', { details: { reason } });
/** The stored session of a token, rotated after `refreshAfter` (unix s). */
const kept = (token: string, refreshAfter = Date.UTC(2026, 0, 15, 13) / 1000) => `1.${refreshAfter}.${token}`;

async function signedInClient(routes: Parameters<typeof createTestClient>[0] = {}, extra = {}) {
  const storage = createMemoryStorage();
  await storage.set('shop_customer', kept(makeCustomerToken()), { maxAge: 3600 });
  return createTestClient(routes, { storage, ...extra });
}

describe('client.account: signing in', () => {
  it('asks for a code with the return URL and locale given, and keeps the waiting sign-in', async () => {
    const { client, fake } = createTestClient({ 'POST /v2/customer/sign-in': { status: 202, body: CHALLENGE } });
    const answer = await client.account.requestCode(' ann@example.com ', {
      returnUrl: 'https://shop.example/account',
      locale: 'sv-SE',
    });
    expect(answer).to.deep.equal(CHALLENGE);
    expect(fake.requests[0]!.body).to.deep.equal({
      email: 'ann@example.com',
      returnUrl: 'https://shop.example/account',
      locale: 'sv-SE',
    });
    expect(fake.requests[0]!.headers).not.to.have.property('shopkit-customer-token');
    expect(await client.account.pendingSignIn()).to.deep.equal({
      challengeId: 'sic_0001',
      email: 'ann@example.com',
      expiresAt: CHALLENGE.expiresAt,
    });
    await client.account.cancelSignIn();
    expect(await client.account.pendingSignIn()).to.equal(null);
  });

  it('refuses an address that is none before sending, naming it', async () => {
    const { client, fake } = createTestClient();
    const error = await rejectionOf(client.account.requestCode('not an address'));
    expect(error).to.have.property('name', 'ShopkitConfigError');
    expect(error.message).to.contain('account.requestCode email');
    expect(fake.requests).to.have.length(0);
  });

  it('signs in with the code, keeps the token, and lets this browser’s cart follow the shopper', async () => {
    const storage = createMemoryStorage();
    await storage.set('shop_cart_id', 'cart_here', { maxAge: 3600 });
    const merged = makeCart({ id: 'cart_theirs' });
    const { client, fake } = createTestClient(
      {
        'POST /v2/customer/sign-in': { status: 202, body: CHALLENGE },
        'POST /v2/customer/sign-in/verify': { body: session },
        'POST /v2/customer/cart': { body: { cart: merged, merged: true } },
      },
      { storage, currency: 'EUR' },
    );
    const heard: Array<Customer | null> = [];
    const carts: Array<string | null> = [];
    client.onAccountChange((customer) => heard.push(customer));
    client.onCartChange((changed) => carts.push(changed?.id ?? null));
    await client.account.requestCode('ann@example.com', { returnUrl: null });
    expect(await client.account.verifyCode('123 456')).to.deep.equal(session.customer);
    const [, verify, follow] = fake.requests;
    expect(verify!.body).to.deep.equal({ challengeId: 'sic_0001', code: '123456' });
    expect(follow!.headers['shopkit-customer-token']).to.equal(session.token);
    expect(follow!.body).to.deep.equal({ cartId: 'cart_here' });
    expect(follow!.query.get('currency')).to.equal('EUR');
    expect(await storage.get('shop_customer')).to.equal(kept(session.token));
    expect(await storage.get('shop_cart_id')).to.equal('cart_theirs');
    expect(heard).to.deep.equal([session.customer]);
    expect(carts).to.deep.equal(['cart_theirs']);
    expect(await client.account.pendingSignIn()).to.equal(null);
    expect(await client.account.signedIn()).to.equal(true);
  });

  it('refuses a code with letters before sending, and a code with no sign-in waiting', async () => {
    const { client, fake } = createTestClient();
    const lettered = await rejectionOf(client.account.verifyCode('12a456'));
    expect(lettered).to.have.property('name', 'ShopkitConfigError');
    expect(lettered.message).to.contain('the 6 digits from the e-mail');
    const none = await rejectionOf(client.account.verifyCode('123456'));
    expect(none.message).to.contain('no sign-in is waiting');
    expect(fake.requests).to.have.length(0);
  });

  it('signs in with the link a URL carries, and answers null for a URL without one', async () => {
    const { client, fake } = createTestClient({
      'POST /v2/customer/sign-in/verify': { body: session },
      'POST /v2/customer/cart': { body: { cart: null, merged: false } },
    });
    expect(await client.account.verifyLink('https://shop.example/account')).to.equal(null);
    const secret = 'a'.repeat(32);
    const customer = await client.account.verifyLink(`https://shop.example/account#shopkit-sign-in=sic_0002.${secret}`);
    expect(customer).to.deep.equal(session.customer);
    expect(fake.requests[0]!.body).to.deep.equal({ challengeId: 'sic_0002', linkSecret: secret });
  });
});

describe('client.account: the session', () => {
  it('sends the token when it creates a cart or starts a checkout, and on no catalogue read', async () => {
    const { client, fake } = await signedInClient({
      'POST /v2/cart': { status: 201, body: cart },
      'GET /v2/products': { body: { data: [], nextCursor: null } },
    });
    await client.cart.create();
    await client.products.list();
    expect(fake.requests.map((request) => request.headers['shopkit-customer-token'] ?? null)).to.deep.equal([
      makeCustomerToken(),
      null,
    ]);
  });

  it("never sends another shop's token kept under the same storage prefix", async () => {
    const storage = createMemoryStorage();
    await storage.set('shop_customer', kept(`shop_ct_legacy_${'0'.repeat(43)}`), { maxAge: 3600 });
    const { client, fake } = createTestClient({ 'POST /v2/cart': { status: 201, body: cart } }, { storage });
    await client.cart.create();
    expect(fake.requests[0]!.headers).not.to.have.property('shopkit-customer-token');
    expect(await client.account.signedIn()).to.equal(false);
    expect(await client.account.current()).to.equal(null);
    expect(fake.requests).to.have.length(1);
  });

  it('rotates a token past its refreshAfter once for concurrent calls, then uses the new one', async () => {
    const storage = createMemoryStorage();
    await storage.set('shop_customer', kept(makeCustomerToken(1), Date.UTC(2026, 0, 15, 11) / 1000), { maxAge: 3600 });
    const rotated = makeCustomerSession({ token: makeCustomerToken(2), refreshAfter: '2026-01-15T13:00:00.000Z' });
    const { client, fake } = createTestClient(
      {
        'POST /v2/customer/session/refresh': { body: rotated },
        'GET /v2/customer/orders': { body: { data: [makeCustomerOrder()], nextCursor: null, previousCursor: null } },
        'GET /v2/customer/export': { body: { orders: [] } },
      },
      { storage },
    );
    await Promise.all([client.account.orders({ limit: 5 }), client.account.exportData()]);
    expect(fake.calls('POST /v2/customer/session/refresh')).to.have.length(1);
    expect(fake.calls('POST /v2/customer/session/refresh')[0]!.headers['shopkit-customer-token']).to.equal(
      makeCustomerToken(1),
    );
    expect(fake.calls('GET /v2/customer/orders')[0]!.headers['shopkit-customer-token']).to.equal(makeCustomerToken(2));
    expect(fake.calls('GET /v2/customer/orders')[0]!.query.get('limit')).to.equal('5');
    expect(await storage.get('shop_customer')).to.equal(kept(makeCustomerToken(2)));
  });

  it('forgets a session the platform refuses, says so, and never calls onUnauthorized for it', async () => {
    let unauthorized = 0;
    const { client, storage } = await signedInClient(
      { 'GET /v2/customer': refused('ended') },
      { onUnauthorized: () => (unauthorized++, null) },
    );
    const heard: Array<Customer | null> = [];
    client.onAccountChange((customer) => heard.push(customer));
    expect(await client.account.current()).to.equal(null);
    expect(await storage.get('shop_customer')).to.equal(null);
    expect(heard).to.deep.equal([null]);
    expect(unauthorized).to.equal(0);
  });

  it('repeats a call once with the token another tab rotated meanwhile', async () => {
    const { client, fake, storage } = await signedInClient({
      'GET /v2/customer': [
        async () => {
          await storage.set('shop_customer', kept(makeCustomerToken(3)), { maxAge: 3600 });
          return refused('rotated');
        },
        { body: makeCustomer() },
      ],
      'POST /v2/customer/cart': { body: { cart: null, merged: false } },
    });
    expect(await client.account.current()).to.deep.equal(makeCustomer());
    expect(fake.calls('GET /v2/customer').map((r) => r.headers['shopkit-customer-token'])).to.deep.equal([
      makeCustomerToken(),
      makeCustomerToken(3),
    ]);
  });

  it('keeps the session when an operation needs a recent sign-in, and rejects with the platform’s answer', async () => {
    const { client, storage } = await signedInClient({ 'DELETE /v2/customer': refused('stale') });
    const error = await rejectionOf(client.account.deleteAccount());
    expect(error).to.have.property('status', 401);
    expect(await storage.get('shop_customer')).to.equal(kept(makeCustomerToken()));
  });

  it('reads the signed-in customer and adopts their cart when this browser has none', async () => {
    const { client, fake, storage } = await signedInClient({
      'GET /v2/customer': { body: makeCustomer({ orderCount: 2 }) },
      'POST /v2/customer/cart': { body: { cart: makeCart({ id: 'cart_theirs' }), merged: false } },
    });
    expect((await client.account.current())?.orderCount).to.equal(2);
    expect(fake.calls('POST /v2/customer/cart')[0]!.body).to.deep.equal({ cartId: null });
    expect(await storage.get('shop_cart_id')).to.equal('cart_theirs');
    await client.account.current();
    expect(fake.calls('POST /v2/customer/cart'), 'a browser with a cart keeps it').to.have.length(1);
  });
});

describe('client.account: the account', () => {
  it('signs out here or everywhere, forgetting the token and the cart', async () => {
    for (const [everywhere, path] of [
      [false, '/v2/customer/session'],
      [true, '/v2/customer/sessions'],
    ] as const) {
      const { client, fake, storage } = await signedInClient({ [`DELETE ${path}`]: { status: 204 } });
      await storage.set('shop_cart_id', 'cart_1', { maxAge: 3600 });
      await client.account.signOut({ everywhere });
      expect(fake.requests.map((r) => `${r.method} ${r.path}`)).to.deep.equal([`DELETE ${path}`]);
      expect(await storage.get('shop_customer')).to.equal(null);
      expect(await storage.get('shop_cart_id')).to.equal(null);
    }
  });

  it('signs out here even when the shop cannot be told, and says so', async () => {
    const { client, storage } = await signedInClient(
      { 'DELETE /v2/customer/session': { networkError: true } },
      { maxRetries: 0 },
    );
    expect(await rejectionOf(client.account.signOut())).to.have.property('name', 'ShopkitNetworkError');
    expect(await storage.get('shop_customer')).to.equal(null);
  });

  it('reorders into the remembered cart in the chosen currency and remembers the cart it filled', async () => {
    const filled = makeCart({ id: 'cart_2', currency: 'EUR' });
    const lines = [
      { productId: 'p', variantId: 'v', name: 'Mug', variantName: null, requested: 2, added: 0, reason: 'gone' },
    ];
    const { client, fake, storage } = await signedInClient(
      { 'POST /v2/customer/orders/*/reorder': { body: { cart: filled, lines } } },
      { currency: 'EUR' },
    );
    await storage.set('shop_cart_id', 'cart_1', { maxAge: 3600 });
    const result = await client.account.reorder('ord_0001');
    expect(result.lines).to.deep.equal(lines);
    const [request] = fake.requests;
    expect(request!.path).to.equal('/v2/customer/orders/ord_0001/reorder');
    expect(request!.body).to.deep.equal({ cartId: 'cart_1' });
    expect(request!.query.get('currency')).to.equal('EUR');
    expect(await storage.get('shop_cart_id')).to.equal('cart_2');
  });

  it('reads one order (null when it is not theirs), keeps and forgets addresses, exports and deletes', async () => {
    const address = { name: 'Ann', street: 'Gata 1', postalCode: '111 22', city: 'Stad', country: 'SE' };
    const { client, fake, storage } = await signedInClient({
      'GET /v2/customer/orders/*': [{ body: makeCustomerOrder() }, errorReply(404, 'not_found')],
      'POST /v2/customer/addresses': { status: 201, body: { id: 'adr_1', ...address, phone: null, usedAt: 'x' } },
      'DELETE /v2/customer/addresses/*': { status: 204 },
      'GET /v2/customer/export': { body: { exportedAt: 'x' } },
      'DELETE /v2/customer': { status: 204 },
    });
    expect((await client.account.order('ord_0001'))?.number).to.equal('1001');
    expect(await client.account.order('ord_other')).to.equal(null);
    expect((await client.account.addAddress(address)).id).to.equal('adr_1');
    await client.account.removeAddress('adr_1');
    expect(await client.account.exportData()).to.deep.equal({ exportedAt: 'x' });
    await client.account.deleteAccount();
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).to.deep.equal([
      'GET /v2/customer/orders/ord_0001',
      'GET /v2/customer/orders/ord_other',
      'POST /v2/customer/addresses',
      'DELETE /v2/customer/addresses/adr_1',
      'GET /v2/customer/export',
      'DELETE /v2/customer',
    ]);
    expect(await storage.get('shop_customer')).to.equal(null);
    expect(await rejectionOf(client.account.order(''))).to.have.property('name', 'ShopkitConfigError');
  });
});
