import { expect } from 'chai';
import { startFixture, type PlatformFixture } from './helpers/platform-fixture.ts';
import { ALL_SCOPES, SAMPLE_OPERATIONS } from './helpers/operations.ts';

describe('platform: authentication and scopes', () => {
  let f: PlatformFixture;
  before(async () => {
    f = await startFixture();
  });
  after(() => f.close());

  it('answers 401 without an authorization header', async () => {
    const answer = await f.call('GET', '/v2/shop', { key: null });
    expect(answer.status).to.equal(401);
    expect(answer.body.error.code).to.equal('unauthorized');
  });

  it('answers 401 for a malformed header, a personal access token and an unknown key, never echoing a secret', async () => {
    const cases = [
      { headers: { authorization: 'Basic abc' }, key: null },
      { key: 'shop_pat_demo_supersecretvalue123' },
      { key: 'shop_pk_demo_unknownsecret1234' },
    ];
    for (const options of cases) {
      const answer = await f.call('GET', '/v2/shop', options);
      expect(answer.status).to.equal(401);
      expect(JSON.stringify(answer.body)).not.to.match(/supersecretvalue|unknownsecret/);
    }
  });

  it('rotates a key: the old one answers 401 at once, the new one works', async () => {
    // Used first, so the platform keeps it briefly (state/shop-reads.ts): rotating must end that at once.
    expect((await f.call('GET', '/v2/shop', { key: f.platform.keys.legacy })).status).to.equal(200);
    const rotated = await f.admin('POST', '/admin/keys/rotate', { shop: 'legacy' });
    expect(rotated.status).to.equal(200);
    expect(rotated.body.key).to.match(/^shop_pk_legacy_[A-Za-z0-9]{24}$/);
    const old = await f.call('GET', '/v2/shop', { key: f.platform.keys.legacy });
    const fresh = await f.call('GET', '/v2/shop', { key: rotated.body.key });
    expect(old.status).to.equal(401);
    expect(old.body.error.message).to.contain('shop_pk_legacy_••••');
    expect(fresh.status).to.equal(200);
    expect(fresh.body.id).to.equal('legacy');
  });

  it("keeps each shop's carts to itself", async () => {
    const cart = await f.call('POST', '/v2/cart', { body: {} });
    const key = (await f.admin('POST', '/admin/keys', { shop: 'legacy', scopes: ALL_SCOPES })).body.key;
    const foreign = await f.call('GET', `/v2/cart/${cart.body.id}`, { key });
    expect(foreign.status).to.equal(404);
  });

  it('refuses storefront:read to the default demo key with required_scopes', async () => {
    const answer = await f.call('GET', `/v2/storefronts/${f.platform.storefrontId}`);
    expect(answer.status).to.equal(403);
    expect(answer.body.error).to.include({ code: 'insufficient_scope' });
    expect(answer.body.error.required_scopes).to.deep.equal(['storefront:read']);
  });

  for (const op of SAMPLE_OPERATIONS) {
    it(`${op.method} ${op.path.split('?')[0]} needs ${op.scope}: 403 without it, allowed with only it`, async () => {
      const without = (
        await f.admin('POST', '/admin/keys', { shop: 'demo', scopes: ALL_SCOPES.filter((s) => s !== op.scope) })
      ).body.key;
      const only = (await f.admin('POST', '/admin/keys', { shop: 'demo', scopes: [op.scope] })).body.key;
      const denied = await f.call(op.method, op.path, { key: without, body: op.body });
      expect(denied.status).to.equal(403);
      expect(denied.body.error.required_scopes).to.deep.equal([op.scope]);
      const allowed = await f.call(op.method, op.path, { key: only, body: op.body });
      expect(allowed.status).to.be.oneOf(op.allowed ?? [200, 201, 204, 404]);
    });
  }
});
