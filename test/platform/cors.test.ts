import { expect } from 'chai';
import { startFixture, type PlatformFixture } from './helpers/platform-fixture.ts';

describe('platform: CORS', () => {
  let f: PlatformFixture;
  before(async () => {
    f = await startFixture();
  });
  after(() => f.close());

  it('answers a preflight from any shop origin for the headers and methods the client sends', async () => {
    const response = await fetch(`${f.platform.urls.api}/v2/cart/cart_x/items/li_x`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://shop.example:8080',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization,content-type,idempotency-key',
      },
    });
    expect(response.status).to.equal(204);
    expect(response.headers.get('access-control-allow-origin')).to.equal('http://shop.example:8080');
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').split(/,\s*/);
    expect(allowed).to.include.members(['authorization', 'content-type', 'idempotency-key']);
    expect((response.headers.get('access-control-allow-methods') ?? '').split(/,\s*/)).to.include.members([
      'GET',
      'POST',
      'PATCH',
      'DELETE',
    ]);
  });

  it('needs no key for a preflight', async () => {
    const response = await fetch(`${f.platform.urls.api}/v2/cart`, {
      method: 'OPTIONS',
      headers: { origin: 'http://a.test', 'access-control-request-method': 'POST' },
    });
    expect(response.status).to.equal(204);
  });

  it('exposes the headers the client reads, on success and on errors', async () => {
    for (const key of [f.platform.keys.demo, null]) {
      const answer = await f.call('GET', '/v2/shop', { key, headers: { origin: 'http://other.test' } });
      expect(answer.headers.get('access-control-allow-origin')).to.equal('http://other.test');
      const exposed = (answer.headers.get('access-control-expose-headers') ?? '').split(/,\s*/);
      expect(exposed).to.include.members(['Retry-After', 'Idempotent-Replayed', 'X-Request-Id']);
      expect(answer.headers.get('x-request-id')).to.match(/^[0-9a-f-]{36}$/);
    }
  });
});
