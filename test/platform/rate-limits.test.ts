// Rate limits on cart and checkout writes, per client address and per publishable key: 429 with Retry-After in
// seconds, configurable, memory bounded.
import { expect } from 'chai';
import { createBucketTable } from '../../demo/platform/limits/create-bucket-table.ts';
import {
  DEFAULT_RATE_LIMITS,
  describeRateLimitKind,
  parseRateLimits,
  resolveRateLimits,
} from '../../demo/platform/limits/rate-limits.ts';
import { normalizeClientAddress } from '../../demo/platform/limits/resolve-client-address.ts';
import { startFixture, type PlatformFixture } from './helpers/platform-fixture.ts';

const ITEM = { productId: 'prod_002', quantity: 1 };

describe('platform: rate limits', () => {
  describe('token buckets', () => {
    it('grants a burst of count, then answers how long until the next token', () => {
      let now = 0;
      const table = createBucketTable({ count: 3, windowMs: 3_000 }, { maxEntries: 10, now: () => now });
      expect([table.take('a'), table.take('a'), table.take('a')]).to.deep.equal([0, 0, 0]);
      expect(table.take('a')).to.equal(1_000);
      expect(table.take('b')).to.equal(0);
      now += 1_000;
      expect(table.take('a')).to.equal(0);
      expect(table.take('a')).to.equal(1_000);
    });

    it('never holds more than maxEntries buckets, dropping the least recently used', () => {
      const table = createBucketTable({ count: 1, windowMs: 60_000 }, { maxEntries: 1_000, now: () => 0 });
      table.take('kept');
      for (let i = 0; i < 50_000; i++) {
        table.take(`client-${i}`);
        if (i % 100 === 0) table.take('kept');
      }
      expect(table.size).to.equal(1_000);
      expect(table.take('kept')).to.be.greaterThan(0);
    });
  });

  it('classifies cart creation, cart changes and checkout creation; reads are not limited', () => {
    expect(describeRateLimitKind('POST', '/v2/cart')).to.equal('cart-create');
    expect(describeRateLimitKind('POST', '/v2/cart/:cartId/items')).to.equal('cart-write');
    expect(describeRateLimitKind('PATCH', '/v2/cart/:cartId/items/:itemId')).to.equal('cart-write');
    expect(describeRateLimitKind('DELETE', '/v2/cart/:cartId')).to.equal('cart-write');
    expect(describeRateLimitKind('POST', '/v2/checkout')).to.equal('checkout-create');
    expect(describeRateLimitKind('GET', '/v2/cart/:cartId')).to.equal(null);
    expect(describeRateLimitKind('GET', '/v2/products')).to.equal(null);
  });

  it('reads limits from the CLI form and refuses unknown names and bad values by name', () => {
    expect(parseRateLimits('address.cart-create=10/1m,key.cart-write=off,address.checkout-create=5/30s')).to.deep.equal(
      {
        'address.cart-create': { count: 10, windowMs: 60_000 },
        'key.cart-write': null,
        'address.checkout-create': { count: 5, windowMs: 30_000 },
      },
    );
    expect(() => parseRateLimits('cart=1/1s')).to.throw('"cart"');
    expect(() => parseRateLimits('address.cart-create=lots')).to.throw('"lots"');
    expect(() => resolveRateLimits({ 'address.cart-write': { count: 0, windowMs: 1 } })).to.throw('address.cart-write');
  });

  it('counts an IPv6 client by its /64 and an IPv4-mapped address as IPv4', () => {
    expect(normalizeClientAddress('2001:db8:1:2:aaaa::1')).to.equal(normalizeClientAddress('2001:db8:1:2:bbbb::9'));
    expect(normalizeClientAddress('2001:db8:1:2::1')).not.to.equal(normalizeClientAddress('2001:db8:1:3::1'));
    expect(normalizeClientAddress('::ffff:10.0.0.1')).to.equal('10.0.0.1');
  });

  describe('on the commerce API', () => {
    let f: PlatformFixture;
    afterEach(() => f.close());

    it('refuses the 121st cart from one address within a minute with the defaults, with Retry-After', async () => {
      const frozen = Date.now();
      f = await startFixture({ now: () => frozen });
      const count = DEFAULT_RATE_LIMITS['address.cart-create']!.count;
      const statuses: number[] = [];
      for (let i = 0; i < count + 5; i++) statuses.push((await f.call('POST', '/v2/cart', { body: {} })).status);
      expect(statuses.slice(0, count).every((s) => s === 201)).to.equal(true);
      const refused = await f.call('POST', '/v2/cart', { body: {} });
      expect(refused.status).to.equal(429);
      expect(refused.headers.get('retry-after')).to.match(/^[1-9]\d*$/);
      expect(refused.body.error).to.include({ code: 'rate_limited' });
      expect(refused.body.error.details).to.include({ limit: 'address.cart-create' });
      expect(refused.body.error.message).to.include('this client address');
      expect(f.platform.limits.refused()['address.cart-create']).to.equal(6);
      expect((await f.call('GET', '/v2/products')).status).to.equal(200);
    });

    it('keeps each client address apart behind a trusted proxy, and ignores X-Forwarded-For otherwise', async () => {
      f = await startFixture({
        trustProxyHops: 1,
        rateLimits: { 'address.cart-create': { count: 2, windowMs: 60_000 } },
      });
      const from = (address: string) => ({ body: {}, headers: { 'x-forwarded-for': address } });
      expect((await f.call('POST', '/v2/cart', from('203.0.113.1'))).status).to.equal(201);
      expect((await f.call('POST', '/v2/cart', from('203.0.113.1'))).status).to.equal(201);
      expect((await f.call('POST', '/v2/cart', from('203.0.113.1'))).status).to.equal(429);
      expect((await f.call('POST', '/v2/cart', from('203.0.113.2'))).status).to.equal(201);
      await f.close();

      f = await startFixture({ rateLimits: { 'address.cart-create': { count: 2, windowMs: 60_000 } } });
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await f.call('POST', '/v2/cart', from(`198.51.100.${i}`))).status);
      expect(statuses).to.deep.equal([201, 201, 429]);
    });

    it('limits a key across addresses, for cart changes and checkouts too', async () => {
      f = await startFixture({
        trustProxyHops: 1,
        rateLimits: {
          'key.cart-write': { count: 2, windowMs: 60_000 },
          'key.checkout-create': { count: 1, windowMs: 60_000 },
        },
      });
      const cart = await f.call('POST', '/v2/cart', { body: { items: [ITEM] } });
      const add = (address: string) =>
        f.call('POST', `/v2/cart/${cart.body.id}/items`, { body: ITEM, headers: { 'x-forwarded-for': address } });
      expect((await add('203.0.113.1')).status).to.equal(200);
      expect((await add('203.0.113.2')).status).to.equal(200);
      const refused = await add('203.0.113.3');
      expect(refused.status).to.equal(429);
      expect(refused.body.error.details).to.include({ limit: 'key.cart-write' });
      expect(refused.body.error.message).to.include('this publishable key');
      const checkout = { cartId: cart.body.id, successUrl: 'http://127.0.0.1:9/', backUrl: 'http://127.0.0.1:9/' };
      expect((await f.call('POST', '/v2/checkout', { body: checkout })).status).to.equal(201);
      expect((await f.call('POST', '/v2/checkout', { body: checkout })).status).to.equal(429);
    });

    it('can turn a limit off', async () => {
      f = await startFixture({ rateLimits: { 'address.cart-create': null } });
      const count = DEFAULT_RATE_LIMITS['address.cart-create']!.count;
      for (let i = 0; i <= count; i++) expect((await f.call('POST', '/v2/cart', { body: {} })).status).to.equal(201);
    });
  });
});
