// Socket limits on every server the platform starts and on the demo site: slow headers and slow bodies are cut off
// within seconds, a refused body is answered with a 413 the client can read even while it is still uploading, every
// answer says nosniff, and a path that does not decode is a 400 in the origin's own format.
import { expect } from 'chai';
import { startPlatform, type RunningPlatform } from '../../demo/platform/start-platform.ts';
import { DEFAULT_SERVER_TIMEOUTS, type ServerTimeouts } from '../../demo/platform/http/server-limits.ts';
import { startSite, type RunningSite } from '../../demo/site/site-server.ts';
import { parseRawAnswer, rawExchange } from './helpers/raw-exchange.ts';

const TIMEOUTS: Partial<ServerTimeouts> = { headersMs: 1_000, requestMs: 2_000, keepAliveMs: 1_000, lingerMs: 1_000 };

describe('platform: socket limits on every server', function () {
  this.timeout(30_000);
  let platform: RunningPlatform;
  let site: RunningSite;
  let origins: Record<string, string>;
  let sessionPath = '';

  before(async () => {
    platform = await startPlatform({ timeouts: TIMEOUTS, panelPassword: 'pw' });
    site = await startSite({ platform, port: 0, timeouts: TIMEOUTS });
    platform.allowStorefrontOrigin('demo', site.url);
    origins = {
      api: platform.urls.api,
      checkout: platform.urls.checkout,
      cdn: platform.urls.cdn,
      admin: platform.urls.admin,
      'REST v1': platform.v1.url,
      'REST v1 plain': platform.v1.plainUrl,
      site: site.url,
    };
    const auth = { authorization: `Bearer ${platform.keys.demo}`, 'content-type': 'application/json' };
    const cart = await fetch(`${platform.urls.api}/v2/cart`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ items: [{ productId: 'prod_002', quantity: 1 }] }),
    }).then((r) => r.json());
    const checkout = await fetch(`${platform.urls.api}/v2/checkout`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ cartId: cart.id, successUrl: `${site.url}/`, backUrl: `${site.url}/` }),
    }).then((r) => r.json());
    sessionPath = `${new URL(checkout.url).pathname}/pay`;
  });
  after(async () => {
    await site.close();
    await platform.close();
  });

  it('defaults to a header deadline of seconds, not Node’s minute', () => {
    expect(DEFAULT_SERVER_TIMEOUTS.headersMs).to.be.at.most(10_000);
    expect(DEFAULT_SERVER_TIMEOUTS.requestMs).to.be.at.most(30_000);
  });

  it('closes a socket that sends its headers one byte a second, on every server, with a 408', async () => {
    const results = await Promise.all(
      Object.entries(origins).map(async ([name, url]) => {
        const result = await rawExchange({
          url,
          head: `GET / HTTP/1.1\r\nHost: ${new URL(url).host}\r\nX-Slow: `,
          drip: { chunk: 'x', everyMs: 1_000 },
        });
        return { name, status: parseRawAnswer(result.text).status, openMs: result.openMs };
      }),
    );
    for (const { name, status, openMs } of results) {
      expect(status, name).to.equal(408);
      expect(openMs, name).to.be.below(4_000);
    }
  });

  it('cuts off a body uploaded a byte at a time, on every server', async () => {
    const targets: Record<string, string> = {
      ...Object.fromEntries(Object.entries(origins).map(([name, url]) => [name, `${url}/`])),
      api: `${platform.urls.api}/v2/cart`,
      checkout: `${platform.urls.checkout}${sessionPath}`,
      admin: `${platform.urls.admin}/admin/keys`,
      panel: `${platform.urls.admin}/panel/login`,
    };
    const results = await Promise.all(
      Object.entries(targets).map(async ([name, target]) => {
        const url = new URL(target);
        const result = await rawExchange({
          url: target,
          head:
            `POST ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nAuthorization: Bearer ${platform.keys.demo}\r\n` +
            'Content-Type: application/json\r\nContent-Length: 5000\r\n\r\n',
          drip: { chunk: 'a', everyMs: 100 },
        });
        return { name, openMs: result.openMs };
      }),
    );
    for (const { name, openMs } of results) expect(openMs, name).to.be.below(5_000);
  });

  it('answers a too-large body with a whole 413 the client reads late, with Connection: close, while it uploads', async () => {
    const targets = {
      api: `${platform.urls.api}/v2/cart`,
      checkout: `${platform.urls.checkout}${sessionPath}`,
      panel: `${platform.urls.admin}/panel/login`,
    };
    const results = await Promise.all(
      Object.entries(targets).map(async ([name, target]) => {
        const url = new URL(target);
        const result = await rawExchange({
          url: target,
          head:
            `POST ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nAuthorization: Bearer ${platform.keys.demo}\r\n` +
            'Content-Type: application/json\r\nConnection: close\r\nContent-Length: 50000000\r\n\r\n',
          drip: { chunk: Buffer.alloc(16_384, 97), everyMs: 5 },
          readAfterMs: 300,
        });
        return { name, answer: parseRawAnswer(result.text) };
      }),
    );
    for (const { name, answer } of results) {
      expect(answer.status, name).to.equal(413);
      const length = Number(/content-length: (\d+)/.exec(answer.headers)?.[1]);
      expect(Buffer.byteLength(answer.body), name).to.equal(length);
    }
  });

  it('says nosniff on every answer of every server, errors and redirects included', async () => {
    const urls = [
      `${platform.urls.api}/v2/shop`,
      `${platform.urls.api}/v2/nowhere`,
      `${platform.urls.api}/v2/openapi.json`,
      `${platform.urls.checkout}/session/cs_unknown`,
      `${platform.urls.checkout}/assets/checkout.css`,
      `${platform.urls.cdn}/images/demo/products/nothing.jpg`,
      `${platform.urls.admin}/admin/health`,
      `${platform.urls.admin}/panel`,
      `${platform.urls.admin}/panel/panel.css`,
      `${platform.v1.plainUrl}/v1/orders`,
      `${site.url}/`,
      `${site.url}/assets/site.css`,
      `${site.url}/nowhere`,
    ];
    for (const url of urls) {
      const response = await fetch(url, {
        redirect: 'manual',
        headers: { authorization: `Bearer ${platform.keys.demo}` },
      });
      expect(response.headers.get('x-content-type-options'), url).to.equal('nosniff');
    }
    const preflight = await fetch(`${platform.urls.api}/v2/cart`, {
      method: 'OPTIONS',
      headers: { origin: 'http://shop.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('x-content-type-options')).to.equal('nosniff');
    const v1 = await rawExchange({
      url: platform.v1.url,
      head: 'GET /v1/orders HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    });
    expect(parseRawAnswer(v1.text).headers).to.include('x-content-type-options: nosniff');
    const timedOut = await rawExchange({
      url: platform.urls.api,
      head: 'GET / HTTP/1.1\r\n',
      drip: { chunk: 'x', everyMs: 500 },
    });
    expect(parseRawAnswer(timedOut.text).headers).to.include('x-content-type-options: nosniff');
  });

  it('answers a malformed percent-encoding in the path with a 400 in each origin’s format', async () => {
    const api = await fetch(`${platform.urls.api}/v2/products/%E0%A4%A`, {
      headers: { authorization: `Bearer ${platform.keys.demo}`, origin: 'http://shop.example' },
    });
    expect(api.status).to.equal(400);
    expect(api.headers.get('access-control-allow-origin')).to.equal('http://shop.example');
    const body = await api.json();
    expect(body.error).to.include({ status: 400, code: 'invalid_request' });
    expect(body.error.details).to.deep.equal({ field: 'path' });
    expect(body.error.message).to.include('/v2/products/%E0%A4%A').and.include('percent-encoding');

    const checkout = await fetch(`${platform.urls.checkout}/session/%zz`);
    expect(checkout.status).to.equal(400);
    expect(checkout.headers.get('content-type')).to.match(/^text\/html/);
    expect(await checkout.text()).to.include('Bad checkout link');

    const siteAnswer = await fetch(`${site.url}/products/%zz`);
    expect(siteAnswer.status).to.equal(400);
    expect(await siteAnswer.text()).to.include('percent-encoding');

    const cdn = await fetch(`${platform.urls.cdn}/images/%zz/products/a.jpg`);
    expect(cdn.status).to.equal(400);
    const admin = await fetch(`${platform.urls.admin}/admin/carts/%zz/expire`, { method: 'POST' });
    expect(admin.status).to.equal(400);
    expect((await admin.json()).error.code).to.equal('invalid_request');
    const panel = await fetch(`${platform.urls.admin}/panel/%zz`);
    expect(panel.status).to.equal(400);
    const v1 = await rawExchange({
      url: platform.v1.url,
      head: 'GET /v1/%zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    });
    const v1Answer = parseRawAnswer(v1.text);
    expect(v1Answer.status).to.equal(400);
    expect(JSON.parse(v1Answer.body)).to.include({ code: 400 });
  });
});
