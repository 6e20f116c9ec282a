import { expect } from 'chai';
import { deflateBody, inflateBody } from '../../demo/platform/api/idempotency.ts';
import { ApiError } from '../../demo/platform/http/api-error.ts';
import { countRows, startFixture, snapshotState, type PlatformFixture } from './helpers/platform-fixture.ts';

describe('platform: idempotency', () => {
  let f: PlatformFixture;
  let clock = Date.parse('2026-03-01T10:00:00Z');
  before(async () => {
    f = await startFixture({ now: () => clock });
  });
  after(() => f.close());
  const cartCount = () => countRows(f, 'carts');

  it('replays the stored answer for the same key and body, creating one cart', async () => {
    const before = await cartCount();
    const body = { items: [{ productId: 'prod_002', quantity: 2 }] };
    const first = await f.call('POST', '/v2/cart', { body, idempotencyKey: 'create-1' });
    const second = await f.call('POST', '/v2/cart', { body, idempotencyKey: 'create-1' });
    expect(first.status).to.equal(201);
    expect(first.headers.get('idempotent-replayed')).to.equal(null);
    expect(second.status).to.equal(201);
    expect(second.headers.get('idempotent-replayed')).to.equal('true');
    expect(second.body).to.deep.equal(first.body);
    expect(await cartCount()).to.equal(before + 1);
  });

  it('refuses the same key with another body with 422 and changes nothing', async () => {
    const cart = await f.call('POST', '/v2/cart', { body: {} });
    await f.call('POST', `/v2/cart/${cart.body.id}/items`, {
      body: { productId: 'prod_002' },
      idempotencyKey: 'add-1',
    });
    const snapshot = await snapshotState(f);
    const other = await f.call('POST', `/v2/cart/${cart.body.id}/items`, {
      body: { productId: 'prod_002', quantity: 5 },
      idempotencyKey: 'add-1',
    });
    expect(other.status).to.equal(422);
    expect(other.body.error.code).to.equal('idempotency_key_reused');
    expect(await snapshotState(f)).to.equal(snapshot);
  });

  it('after a connection dropped once the work was done, a retry with the same key gives one line', async () => {
    const cart = await f.call('POST', '/v2/cart', { body: {} });
    await f.admin('PUT', '/admin/faults', { dropRate: 1 });
    const request = { body: { productId: 'prod_009', quantity: 1 }, idempotencyKey: 'drop-1' };
    let dropped = false;
    try {
      await f.call('POST', `/v2/cart/${cart.body.id}/items`, request);
    } catch {
      dropped = true;
    }
    await f.admin('PUT', '/admin/faults', { dropRate: 0 });
    expect(dropped).to.equal(true);
    const retry = await f.call('POST', `/v2/cart/${cart.body.id}/items`, request);
    expect(retry.status).to.equal(200);
    expect(retry.headers.get('idempotent-replayed')).to.equal('true');
    const read = await f.call('GET', `/v2/cart/${cart.body.id}`);
    expect(read.body.items).to.have.length(1);
    expect(read.body.items[0].quantity).to.equal(1);
  });

  it('keeps keys 24 hours and forgets them after', async () => {
    const body = { items: [{ productId: 'prod_002' }] };
    const first = await f.call('POST', '/v2/cart', { body, idempotencyKey: 'ttl-1' });
    clock += 23 * 3600_000;
    const within = await f.call('POST', '/v2/cart', { body, idempotencyKey: 'ttl-1' });
    clock += 2 * 3600_000;
    const after = await f.call('POST', '/v2/cart', { body, idempotencyKey: 'ttl-1' });
    expect(within.body.id).to.equal(first.body.id);
    expect(after.headers.get('idempotent-replayed')).to.equal(null);
    expect(after.body.id).not.to.equal(first.body.id);
  });

  it('stores the answer deflated, not the whole body, and replays it unchanged', async () => {
    const items = ['prod_002', 'prod_003', 'prod_005'].map((productId) => ({ productId }));
    const first = await f.call('POST', '/v2/cart', { body: { items }, idempotencyKey: 'compact-1' });
    expect(first.status, JSON.stringify(first.body)).to.equal(201);
    const row = await f.platform.db.kysely
      .selectFrom('idempotencyKeys')
      .selectAll()
      .where('key', '=', 'compact-1')
      .executeTakeFirstOrThrow();
    expect(row.status).to.equal(201);
    // The column holds the deflated bytes as base64; the bytes themselves are what deflating saved.
    expect(Buffer.from(row.body!, 'base64').length).to.be.below(JSON.stringify(first.body).length / 2);
    const replay = await f.call('POST', '/v2/cart', { body: { items }, idempotencyKey: 'compact-1' });
    expect(replay.body).to.deep.equal(first.body);
  });

  it('refuses to keep an answer beyond the size cap, as an internal error', () => {
    expect(inflateBody(deflateBody({ a: [1, 'two'] }))).to.deep.equal({ a: [1, 'two'] });
    expect(() => deflateBody({ text: 'x'.repeat(1000) }, 5))
      .to.throw(ApiError)
      .with.property('code', 'internal');
  });

  it('refuses a malformed Idempotency-Key with 400', async () => {
    const answer = await f.call('POST', '/v2/cart', { body: {}, idempotencyKey: 'x'.repeat(300) });
    expect(answer.status).to.equal(400);
    expect(answer.body.error.details.field).to.equal('Idempotency-Key');
  });
});
