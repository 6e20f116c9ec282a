import { expect } from 'chai';
import { findCart } from '../../demo/platform/repo/carts.ts';
import { findOrderByNumber } from '../../demo/platform/repo/orders.ts';
import { describeSurface } from '../../demo/platform/attribution/describe-surface.ts';
import { payForm } from '../helpers/pay-form.ts';
import { startFixture, type PlatformFixture } from './helpers/platform-fixture.ts';

const SHOP = 'http://127.0.0.1:9';
const AGENTIC = { 'shopkit-surface': 'agentic' };

describe('platform: the Shopkit-Surface header (page tools acting in the shopper session)', () => {
  let f: PlatformFixture;
  before(async () => {
    f = await startFixture();
  });
  after(() => f.close());

  const surfaceOf = async (id: string) => (await f.platform.db.transaction((tx) => findCart(tx, id)))?.surface;

  it("marks a shopper's cart agentic once a marked request changes it, and the order paid from it", async () => {
    const made = await f.call('POST', '/v2/cart', { body: { items: [{ productId: 'prod_002', quantity: 1 }] } });
    expect(await surfaceOf(made.body.id)).to.equal(null);
    const added = await f.call('POST', `/v2/cart/${made.body.id}/items`, {
      body: { productId: 'prod_005', quantity: 2 },
      headers: AGENTIC,
    });
    expect(added.status).to.equal(200);
    expect(await surfaceOf(made.body.id)).to.equal('agentic');
    // A later unmarked change (the shopper's own) keeps the mark: nothing takes it off.
    const line = added.body.items.find((item: { productId: string }) => item.productId === 'prod_002');
    await f.call('PATCH', `/v2/cart/${made.body.id}/items/${line.id}`, { body: { quantity: 2 } });
    expect(await surfaceOf(made.body.id)).to.equal('agentic');

    const started = await f.call('POST', '/v2/checkout', {
      body: { cartId: made.body.id, successUrl: `${SHOP}/thanks`, backUrl: `${SHOP}/` },
    });
    const paid = await fetch(`${started.body.url}/pay`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: payForm(),
    });
    const number = decodeURIComponent((paid.headers.get('location') ?? '').split('/').pop() ?? '');
    const order = await f.platform.db.transaction((tx) => findOrderByNumber(tx, number));
    expect(order && describeSurface(order)).to.equal('agentic');
  });

  it('grants nothing for the mark: the same prices as an unmarked cart', async () => {
    const lines = { items: [{ productId: 'prod_005', quantity: 3 }] };
    const marked = await f.call('POST', '/v2/cart', { body: lines, headers: AGENTIC });
    const plain = await f.call('POST', '/v2/cart', { body: lines });
    expect(marked.body.total).to.equal(plain.body.total);
    expect(await surfaceOf(marked.body.id)).to.equal('agentic');
  });

  it('refuses any other value with a 400 that names the header, and makes no cart', async () => {
    const before = await f.platform.db.kysely.selectFrom('carts').select('id').execute();
    const answer = await f.call('POST', '/v2/cart', {
      body: { items: [{ productId: 'prod_002' }] },
      headers: { 'shopkit-surface': 'admin' },
    });
    expect(answer.status).to.equal(400);
    expect(answer.body.error.message).to.equal('Shopkit-Surface must be "agentic" when sent (got "admin")');
    const after = await f.platform.db.kysely.selectFrom('carts').select('id').execute();
    expect(after).to.have.length(before.length);
  });

  it('allows the header in a CORS preflight from a shop page', async () => {
    const preflight = await fetch(`${f.platform.urls.api}/v2/cart`, {
      method: 'OPTIONS',
      headers: {
        origin: SHOP,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type, shopkit-surface',
      },
    });
    expect(preflight.headers.get('access-control-allow-headers')).to.contain('shopkit-surface');
  });
});
