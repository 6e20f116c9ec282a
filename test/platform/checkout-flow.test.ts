import { expect } from 'chai';
import sharp from 'sharp';
import { findOrderByNumber } from '../../demo/platform/repo/orders.ts';
import { findProduct } from '../../demo/platform/repo/products.ts';
import { formatMoney } from '../../src/index.ts';
import { startFixture, type PlatformFixture } from './helpers/platform-fixture.ts';
import { payForm } from '../helpers/pay-form.ts';

const SHOP = 'http://127.0.0.1:9';

describe('platform: hosted checkout from handoff to order', () => {
  let f: PlatformFixture;
  before(async () => {
    f = await startFixture();
  });
  after(() => f.close());

  async function handoff(key = f.platform.keys.demo, productId = 'prod_003', backUrl = `${SHOP}/cart`) {
    const cart = await f.call('POST', '/v2/cart', { key, body: { items: [{ productId, quantity: 2 }] } });
    const answer = await f.call('POST', '/v2/checkout', {
      key,
      body: { cartId: cart.body.id, successUrl: `${SHOP}/thanks?x=1`, backUrl },
    });
    return { cartId: cart.body.id as string, ...answer.body };
  }
  const stockOf = (productId: string) =>
    f.platform.db.transaction(async (tx) => (await findProduct(tx, 'demo', productId))?.variants[0]?.stock ?? 0);
  const pay = (
    url: string,
    form = payForm({ consentCategories: 'analytics', gaClientId: '123.456', gaSessionId: '789' }),
  ) =>
    fetch(url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    });

  it('shows lines, totals in the session currency, what it received and a back link', async () => {
    const session = await handoff();
    expect(session.url).to.equal(`${f.platform.urls.checkout}/session/${session.sessionId}`);
    const page = await fetch(`${session.url}?consentCategories=analytics,marketing&gaClientId=111.222&gaSessionId=333`);
    const text = await page.text();
    expect(page.status).to.equal(200);
    expect(text).to.match(/id="checkout-total" data-amount="109800" data-currency="SEK"/);
    expect(text).to.contain('data-consent-categories="analytics,marketing"');
    expect(text).to.match(/id="received-ga-client-id" data-value="111.222"/);
    expect(text).to.match(/id="received-ga-session-id" data-value="333"/);
    expect(text).to.contain(`id="checkout-back" class="back" href="${SHOP}/cart"`);
    expect(text).to.contain('Pay (demo)');
    expect([...text.matchAll(/<script[^>]*>/gi)].map(([tag]) => tag)).to.deep.equal([
      '<script src="/assets/checkout.js" defer>',
    ]);
    expect(page.headers.get('content-security-policy')).to.contain("default-src 'none'");
  });

  it('pays: makes an order, drops the cart (410), takes stock and redirects to <success origin>/success/<number>', async () => {
    const stockBefore = await stockOf('prod_003');
    const session = await handoff();
    const response = await pay(`${session.url}/pay`);
    expect(response.status).to.equal(303);
    const location = response.headers.get('location') ?? '';
    expect(location).to.match(new RegExp(`^${SHOP}/success/\\d+$`));
    const number = location.split('/').pop();
    expect((await f.call('GET', `/v2/cart/${session.cartId}`)).status).to.equal(410);
    const read = await f.call('GET', `/v2/checkout/${session.sessionId}`);
    expect(read.body).to.include({ status: 'paid', orderNumber: number });
    const order = await f.platform.db.transaction((tx) => findOrderByNumber(tx, number ?? ''));
    expect(order).to.include({ status: 'new', currency: 'SEK', total: 109800, storeId: 48213 });
    expect(order?.customer).to.deep.equal({ name: 'Ann', email: 'ann@example.com' });
    expect(order?.analytics).to.deep.equal({
      consentCategories: ['analytics'],
      gaClientId: '123.456',
      gaSessionId: '789',
    });
    expect(await stockOf('prod_003')).to.equal(stockBefore - 2);
    const again = await fetch(session.url);
    expect(again.status).to.equal(410);
    expect(await again.text()).to.contain('data-reason="paid"');
  });

  it("formats money in the shopper's locale handed over with the URL, else in the shop's", async () => {
    const session = await handoff();
    const total = (text: string) => /id="checkout-total"[^>]*>([^<]*)</.exec(text)?.[1];
    const british = await (await fetch(`${session.url}?locale=en-gb`)).text();
    expect(total(british)).to.equal('SEK\u00a01,098.00');
    expect(total(british)).to.equal(formatMoney(109800, 'SEK', 'en-GB'));
    expect(british).to.match(/id="received-locale" data-value="en-GB">en-GB</);
    const plain = await (await fetch(session.url)).text();
    expect(total(plain)).to.equal('1\u00a0098,00\u00a0kr');
    expect(total(plain)).to.equal(formatMoney(109800, 'SEK', 'sv-SE'));
    const malformed = await (await fetch(`${session.url}?locale=${encodeURIComponent('<en_GB>')}`)).text();
    expect(total(malformed)).to.equal(total(plain));
    expect(malformed).not.to.contain('<en_GB>');
  });

  it('uses the legacy URL shape for a legacy shop, and its page pays too', async () => {
    const session = await handoff(f.platform.keys.legacy, 'prod_102');
    expect(session.checkout).to.equal('legacy');
    expect(session.url).to.equal(`${f.platform.urls.checkout}/legacy/10577/checkout?session=${session.sessionId}`);
    const page = await fetch(session.url);
    expect(page.status).to.equal(200);
    const v2Path = await fetch(`${f.platform.urls.checkout}/session/${session.sessionId}`);
    expect(v2Path.status).to.equal(404);
    const response = await pay(`${f.platform.urls.checkout}/legacy/10577/checkout/pay?session=${session.sessionId}`);
    expect(response.status).to.equal(303);
  });

  it('shows clear pages for unknown and expired sessions and refuses bad payment details', async () => {
    const unknown = await fetch(`${f.platform.urls.checkout}/session/cs_nope`);
    expect(unknown.status).to.equal(404);
    expect(await unknown.text()).to.contain('data-reason="unknown"');
    const invalid = await handoff();
    const bad = await pay(`${invalid.url}/pay`, 'name=&email=nope');
    expect(bad.status).to.equal(400);
    expect((await f.call('GET', `/v2/cart/${invalid.cartId}`)).status).to.equal(200);
    const expired = await handoff();
    await f.admin('POST', `/admin/sessions/${expired.sessionId}/expire`);
    const page = await fetch(expired.url);
    expect(page.status).to.equal(410);
    expect(await page.text()).to.contain('data-reason="expired"');
    expect((await pay(`${expired.url}/pay`)).status).to.equal(410);
    expect((await f.call('GET', `/v2/checkout/${expired.sessionId}`)).body.status).to.equal('expired');
  });

  it('escapes what it shows', async () => {
    const session = await handoff(f.platform.keys.demo, 'prod_003', `${SHOP}/cart?q="><img src=x>`);
    const text = await (await fetch(`${session.url}?gaClientId=<b>x</b>`)).text();
    expect(text).not.to.contain('<b>x</b>');
    expect(text).not.to.contain('<img src=x>');
    expect(text).to.contain('&lt;b&gt;x&lt;/b&gt;');
  });

  it('serves its stylesheet', async () => {
    const css = await fetch(`${f.platform.urls.checkout}/assets/checkout.css`);
    expect(css.headers.get('content-type')).to.contain('text/css');
  });

  it('links its tab icon as a PNG and serves it, so the page makes no SVG document for it', async () => {
    const session = await handoff();
    const text = await (await fetch(session.url)).text();
    expect([...text.matchAll(/<link rel="icon"[^>]*>/g)].map(([tag]) => tag)).to.deep.equal([
      '<link rel="icon" href="/assets/icon.png" type="image/png">',
    ]);
    const icon = await fetch(`${f.platform.urls.checkout}/assets/icon.png`);
    expect(icon.headers.get('content-type')).to.equal('image/png');
    const meta = await sharp(Buffer.from(await icon.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).to.deep.equal(['png', 64, 64]);
  });
});
