import { expect } from 'chai';
import { startFixture, type PlatformFixture } from './helpers/platform-fixture.ts';
import { payForm } from '../helpers/pay-form.ts';

const SHOP = 'http://127.0.0.1:9';
const EMBED_ORIGIN = 'http://127.0.0.1:9';
const urls = { successUrl: `${SHOP}/checkout`, backUrl: `${SHOP}/checkout` };

describe('platform: the embedded checkout (embedOrigin, framing, the hosted side of the protocol)', () => {
  let f: PlatformFixture;
  before(async () => {
    f = await startFixture();
  });
  after(() => f.close());

  async function start(extra: Record<string, unknown> = { embedOrigin: EMBED_ORIGIN }) {
    const answer = await f.call('POST', '/v2/checkout', {
      body: { items: [{ productId: 'prod_002', quantity: 1 }], ...urls, ...extra },
    });
    expect(answer.status, JSON.stringify(answer.body)).to.equal(201);
    return answer.body as { url: string; sessionId: string };
  }
  const pay = (url: string) =>
    fetch(url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: payForm(),
    });

  it('lets only the recorded origin frame a session, and no origin frame any other', async () => {
    const embedded = await fetch(`${(await start()).url}?embed=1`);
    expect(embedded.headers.get('content-security-policy')).to.contain(`frame-ancestors ${EMBED_ORIGIN}`);
    expect(embedded.headers.get('x-frame-options')).to.equal(null);
    const plain = await fetch((await start({})).url);
    expect(plain.headers.get('content-security-policy')).to.contain("frame-ancestors 'none'");
    expect(plain.headers.get('x-frame-options')).to.equal('DENY');
    const unknown = await fetch(`${f.platform.urls.checkout}/session/cs_unknown?embed=1`);
    expect(unknown.headers.get('content-security-policy')).to.contain("frame-ancestors 'none'");
  });

  const badOrigins: Array<[string, string]> = [
    ['a path', `${EMBED_ORIGIN}/checkout`],
    ['a trailing slash', `${EMBED_ORIGIN}/`],
    ['another scheme', 'ftp://127.0.0.1:9'],
    ['no scheme', '127.0.0.1:9'],
    ['credentials', 'http://user:pw@127.0.0.1:9'],
  ];
  for (const [what, origin] of badOrigins) {
    it(`refuses an embedOrigin with ${what}, naming it`, async () => {
      const answer = await f.call('POST', '/v2/checkout', {
        body: { items: [{ productId: 'prod_002' }], ...urls, embedOrigin: origin },
      });
      expect(answer.status).to.equal(400);
      expect(answer.body.error.details.field).to.equal('embedOrigin');
      expect(answer.body.error.message).to.contain('embedOrigin').and.not.contain('pw');
    });
  }

  it("refuses an embedOrigin that is not one of the shop's storefront origins", async () => {
    const answer = await f.call('POST', '/v2/checkout', {
      body: { items: [{ productId: 'prod_002' }], ...urls, embedOrigin: 'https://elsewhere.example' },
    });
    expect(answer.status).to.equal(400);
    expect(answer.body.error.details.field).to.equal('embedOrigin');
    expect(answer.body.error.message).to.contain('storefront origins');
  });

  it('refuses an embedOrigin for a shop on the legacy checkout', async () => {
    const cart = await f.call('POST', '/v2/cart', {
      key: f.platform.keys.legacy,
      body: { items: [{ productId: 'prod_102' }] },
    });
    const answer = await f.call('POST', '/v2/checkout', {
      key: f.platform.keys.legacy,
      body: { cartId: cart.body.id, ...urls, embedOrigin: EMBED_ORIGIN },
    });
    expect(answer.status).to.equal(400);
    expect(answer.body.error.message).to.contain('legacy');
  });

  it('speaks the protocol only with embed=1 on a session that recorded an origin', async () => {
    const session = await start();
    const page = await fetch(`${session.url}?embed=1`);
    const text = await page.text();
    expect(text).to.contain(`data-embed-origin="${EMBED_ORIGIN}" data-session-id="${session.sessionId}"`);
    expect(text).to.contain('<script src="/assets/embed.js" defer></script>');
    expect(text).to.contain(`action="/session/${session.sessionId}/pay?embed=1"`);
    expect(text, 'no link that would take the frame to the shop').not.to.contain('id="checkout-back"');
    expect(page.headers.get('content-security-policy')).to.contain("script-src 'self'");

    for (const url of [`${session.url}?embed=2`, `${(await start({})).url}?embed=1`]) {
      const plain = await (await fetch(url)).text();
      expect(plain, url).not.to.contain('/assets/embed.js');
      expect(plain, url).not.to.contain('data-embed-origin');
    }
  });

  it("pays inside the frame: back to the session's page, which tells the host the order number", async () => {
    const session = await start();
    const paid = await pay(`${session.url}/pay?embed=1`);
    expect(paid.status).to.equal(303);
    expect(paid.headers.get('location')).to.equal(`/session/${session.sessionId}?embed=1`);
    const page = await fetch(new URL(paid.headers.get('location')!, session.url));
    const text = await page.text();
    const number = (await f.call('GET', `/v2/checkout/${session.sessionId}`)).body.orderNumber;
    expect(page.status).to.equal(200);
    expect(text).to.contain(`data-embed-event="complete" data-order-number="${number}"`);
    expect(text).not.to.contain('<form');
  });

  it('shows an expired session as expired, never as a form, and tells the host', async () => {
    const session = await start();
    await f.admin('POST', `/admin/sessions/${session.sessionId}/expire`);
    const page = await fetch(`${session.url}?embed=1`);
    const text = await page.text();
    expect(page.status).to.equal(410);
    expect(text).to.contain('data-embed-event="error" data-error-code="expired"');
    expect(text).not.to.contain('<form');
  });

  it('tells the host when the cart behind the session is gone at payment', async () => {
    const cart = await f.call('POST', '/v2/cart', { body: { items: [{ productId: 'prod_002' }] } });
    const answer = await f.call('POST', '/v2/checkout', {
      body: { cartId: cart.body.id, ...urls, embedOrigin: EMBED_ORIGIN },
    });
    await f.call('DELETE', `/v2/cart/${cart.body.id}`);
    const paid = await pay(`${answer.body.url}/pay?embed=1`);
    expect(paid.status).to.equal(409);
    expect(await paid.text()).to.contain('data-embed-event="error" data-error-code="cart_gone"');
  });

  it('tells the host when everything was removed from the cart after the checkout started', async () => {
    const cart = await f.call('POST', '/v2/cart', { body: { items: [{ productId: 'prod_002' }] } });
    const answer = await f.call('POST', '/v2/checkout', {
      body: { cartId: cart.body.id, ...urls, embedOrigin: EMBED_ORIGIN },
    });
    await f.call('DELETE', `/v2/cart/${cart.body.id}/items/${cart.body.items[0].id}`);
    const page = await fetch(`${answer.body.url}?embed=1`);
    expect(page.status).to.equal(409);
    const text = await page.text();
    expect(text).to.contain('data-embed-event="empty"');
    expect(text, 'no link that would take the frame to the shop').not.to.contain('checkout-error-link');
  });

  it('serves its one script from its own origin, as JavaScript that cannot be sniffed as anything else', async () => {
    const script = await fetch(`${f.platform.urls.checkout}/assets/embed.js`);
    expect(script.headers.get('content-type')).to.equal('text/javascript; charset=utf-8');
    expect(script.headers.get('x-content-type-options')).to.equal('nosniff');
    expect(await script.text()).to.contain("protocol: 'shopkit-checkout', version: 1");
  });
});
