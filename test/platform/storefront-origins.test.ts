// A checkout handoff may only send the shopper back to one of the shop's storefront origins: those it was started
// with and those it listed (admin API, control panel). Anything else is a 400 naming the field.
import { expect } from 'chai';
import { normalizeStorefrontOrigin } from '../../demo/platform/storefront/storefront-origins.ts';
import { callTool } from '../helpers/agent-journey.ts';
import { connectMcp } from './helpers/mcp-client.ts';
import { describePanelOutcome, panelLogin, postPanelForm } from '../helpers/panel-client.ts';
import { startFixture, type PlatformFixture } from './helpers/platform-fixture.ts';

const SHOP = 'https://shop.example';

describe('platform: allowed storefront origins', () => {
  let f: PlatformFixture;
  let cartId = '';
  const checkout = (successUrl: string, backUrl = `${SHOP}/`, key?: string, cart = cartId) =>
    f.call('POST', '/v2/checkout', { body: { cartId: cart, successUrl, backUrl }, ...(key ? { key } : {}) });

  before(async () => {
    f = await startFixture({ storefrontOrigins: { demo: [SHOP] }, panelPassword: 'pw-origins' });
  });
  beforeEach(async () => {
    cartId = (await f.call('POST', '/v2/cart', { body: { items: [{ productId: 'prod_002' }] } })).body.id;
  });
  after(() => f.close());

  it('accepts a handoff back to an allowed origin', async () => {
    expect((await checkout(`${SHOP}/thanks?x=1`)).status).to.equal(201);
  });

  it('refuses a successUrl or backUrl on another origin with a 400 naming the field and the value', async () => {
    const success = await checkout('https://phish.example/thanks');
    expect(success.status).to.equal(400);
    expect(success.body.error.details).to.deep.equal({ field: 'successUrl' });
    expect(success.body.error.message).to.include('"https://phish.example/thanks"').and.include('storefront origins');
    // The way to add one that keeps the others: POST (PUT replaces the whole list).
    expect(success.body.error.message).to.include('POST /admin/shops/<shop>/storefront-origins').and.not.include('PUT');
    const back = await checkout(`${SHOP}/thanks`, 'http://shop.example/');
    expect(back.status).to.equal(400);
    expect(back.body.error.details).to.deep.equal({ field: 'backUrl' });
  });

  it('refuses a legacy shop’s handoff until it lists an origin', async () => {
    const legacyCart = await f.call('POST', '/v2/cart', {
      body: { items: [{ productId: 'prod_102' }] },
      key: f.platform.keys.legacy,
    });
    expect(legacyCart.status).to.equal(201);
    const cart = legacyCart.body.id;
    const answer = await checkout(`${SHOP}/thanks`, `${SHOP}/`, f.platform.keys.legacy, cart);
    expect(answer.status).to.equal(400);
    expect(answer.body.error.details).to.deep.equal({ field: 'successUrl' });
  });

  it('takes the origins a shop lists through the admin API, normalised, and shows both kinds', async () => {
    const put = await f.admin('PUT', '/admin/shops/demo/storefront-origins', {
      origins: ['https://Stored.Example/', 'https://stored.example', 'http://localhost:8080'],
    });
    expect(put.status).to.equal(200);
    expect(put.body).to.deep.equal({ configured: [SHOP], stored: ['http://localhost:8080', 'https://stored.example'] });
    expect((await checkout('https://stored.example/thanks')).status).to.equal(201);
    const bad = await f.admin('PUT', '/admin/shops/demo/storefront-origins', { origins: ['https://x.example/shop'] });
    expect(bad.status).to.equal(400);
    expect(bad.body.error.details).to.deep.equal({ field: 'origins[0]' });
    expect((await f.admin('GET', '/admin/shops/demo/storefront-origins')).body.stored).to.have.length(2);
    expect((await f.admin('GET', '/admin/shops/nowhere/storefront-origins')).status).to.equal(404);
  });

  it("links an MCP tool's products to the origin a shop lists, from the next call on", async () => {
    const agent = await connectMcp(f.platform.urls.api, f.platform.keys.legacy);
    try {
      const search = () => callTool(agent, 'search_catalog', { query: 'writing pad' });
      // Read once, so the platform keeps the legacy shop's stored origins (none) briefly (state/shop-reads.ts).
      expect((await search()).structured.products[0].url).to.equal(null);
      await f.admin('PUT', '/admin/shops/legacy/storefront-origins', { origins: ['https://legacy.example'] });
      expect((await search()).structured.products[0].url).to.equal('https://legacy.example/products/writing-pad');
    } finally {
      await agent.close();
      await f.admin('PUT', '/admin/shops/legacy/storefront-origins', { origins: [] });
    }
  });

  it('adds one origin through the admin API and keeps the ones listed before', async () => {
    const path = '/admin/shops/demo/storefront-origins';
    await f.admin('PUT', path, { origins: ['https://first.example'] });
    const added = await f.admin('POST', path, { origin: 'http://LOCALHOST:8080/' });
    expect(added.status).to.equal(200);
    expect(added.body).to.deep.equal({
      configured: [SHOP],
      stored: ['http://localhost:8080', 'https://first.example'],
    });
    expect((await f.admin('POST', path, { origin: 'http://localhost:8080' })).body.stored).to.have.length(2);
    expect((await checkout('http://localhost:8080/thanks')).status).to.equal(201);
    expect((await checkout('https://first.example/thanks')).status).to.equal(201);
    const bad = await f.admin('POST', path, { origin: 'javascript:alert(1)' });
    expect(bad.status).to.equal(400);
    expect(bad.body.error.details).to.deep.equal({ field: 'origin' });
    expect((await f.admin('GET', path)).body.stored).to.have.length(2);
    expect((await f.admin('POST', '/admin/shops/nowhere/storefront-origins', { origin: SHOP })).status).to.equal(404);
  });

  it('refuses to add an origin past the limit, naming it', async () => {
    const path = '/admin/shops/demo/storefront-origins';
    const many = Array.from({ length: 50 }, (_, index) => `https://shop${index}.example`);
    await f.admin('PUT', path, { origins: many });
    const over = await f.admin('POST', path, { origin: 'https://one-more.example' });
    expect(over.status).to.equal(400);
    expect(over.body.error.message).to.include('https://one-more.example').and.include('50');
    expect((await f.admin('POST', path, { origin: 'https://shop7.example' })).status).to.equal(200);
    await f.admin('PUT', path, { origins: [] });
  });

  it('takes the origins a shop lists in the control panel, naming a bad line', async () => {
    const cookie = await panelLogin(f.platform);
    const bad = await postPanelForm(cookie, '/panel/settings/api/origins', f.platform, [
      ['origins', 'https://panel.example\njavascript:alert(1)'],
    ]);
    expect((await describePanelOutcome(f.platform, cookie, bad)).error)
      .to.include('line 2')
      .and.include('javascript:alert(1)');
    const good = await postPanelForm(cookie, '/panel/settings/api/origins', f.platform, [
      ['origins', 'https://panel.example\r\n\r\nhttps://second.example'],
    ]);
    expect((await describePanelOutcome(f.platform, cookie, good)).notice).to.equal('Storefront origins saved.');
    const page = await fetch(`${f.platform.panel.url}/settings/api`, { headers: { cookie } }).then((r) => r.text());
    expect(page).to.include('https://panel.example\nhttps://second.example</textarea>');
    expect(page).to.include(`<code>${SHOP}</code>`);
    expect((await checkout('https://second.example/done')).status).to.equal(201);
  });

  it('normalises an origin and refuses paths, credentials and other schemes', () => {
    expect(normalizeStorefrontOrigin('HTTPS://Shop.Example:443/', 'o')).to.equal('https://shop.example');
    for (const bad of ['https://shop.example/a', 'https://u:p@shop.example', 'ftp://shop.example', 'shop.example', 7])
      expect(() => normalizeStorefrontOrigin(bad, 'o'), String(bad)).to.throw(/^o /);
  });
});
