import { expect } from 'chai';
import { createAdminKey } from '../../demo/platform/v1/admin-keys.ts';
import { createAdminClient } from '../../src/server/create-admin-client.ts';
import { startFixture, snapshotState, type PlatformFixture } from './helpers/platform-fixture.ts';
import { payForm } from '../helpers/pay-form.ts';

const SHOP = 'http://127.0.0.1:9';
// Untracked stock, so the tests never run out: a 129 kr tea towel, a 149 kr notebook (kitchen, stationery) and
// 139 kr candles (lighting).
const TOWEL = 'prod_005';
const NOTEBOOK = 'prod_014';
const CANDLES = 'prod_021';

describe('platform: discount codes on a cart', () => {
  let f: PlatformFixture;
  let clock = Date.parse('2026-03-10T12:00:00.000Z');
  before(async () => {
    f = await startFixture({ now: () => clock });
  });
  after(() => f.close());

  async function cartWith(items: Array<[string, number]>, storefront?: { id: string; surface: string }) {
    const body = { items: items.map(([productId, quantity]) => ({ productId, quantity })), storefront };
    return (await f.call('POST', '/v2/cart', { body })).body.id as string;
  }
  const apply = (cartId: string, code: string, currency = '') =>
    f.call('POST', `/v2/cart/${cartId}/discounts${currency ? `?currency=${currency}` : ''}`, { body: { code } });
  const read = async (cartId: string, currency = '') =>
    (await f.call('GET', `/v2/cart/${cartId}${currency ? `?currency=${currency}` : ''}`)).body;

  it('applies a code in any case: the shop spelling, the amount, the total and the VAT of the discounted total', async () => {
    const cartId = await cartWith([
      [TOWEL, 2],
      [NOTEBOOK, 1],
    ]);
    const answer = await apply(cartId, 'spring10');
    expect(answer.status).to.equal(200);
    expect(answer.body).to.include({ subtotal: 40700, discountTotal: 4070, total: 36630, vatTotal: 7326 });
    expect(answer.body.discounts).to.deep.equal([{ code: 'SPRING10', applied: true, reason: null, amount: 4070 }]);
    expect((await read(cartId)).discounts).to.deep.equal(answer.body.discounts);
  });

  it('prices a code in every currency of the shop: percentages of the converted lines, fixed amounts like prices', async () => {
    const cartId = await cartWith([
      [TOWEL, 2],
      [NOTEBOOK, 1],
    ]);
    await apply(cartId, 'SPRING10');
    for (const currency of ['EUR', 'USD']) {
      const cart = await read(cartId, currency);
      expect(cart.currency).to.equal(currency);
      expect(cart.discountTotal).to.equal(Math.round(cart.subtotal / 10));
      expect(cart.total).to.equal(cart.subtotal - cart.discountTotal);
    }
    await apply(cartId, 'fifty');
    expect((await read(cartId, 'EUR')).discounts[0]).to.include({ code: 'FIFTY', amount: 435 });
    expect((await read(cartId, 'USD')).discounts[0]).to.include({ code: 'FIFTY', amount: 470 });
    expect((await read(cartId)).discounts[0]).to.include({ code: 'FIFTY', amount: 5000 });
  });

  const refusals: Array<[string, string, Record<string, unknown>]> = [
    ['a code the shop does not have', 'NOPE', { reason: 'unknown' }],
    ['an expired code', 'winter25', { reason: 'expired' }],
    ['a code not valid yet', 'future10', { reason: 'not_yet_valid' }],
    ['a code below its minimum', 'big500', { reason: 'below_minimum', minimumSubtotal: 4350, currency: 'EUR' }],
    ['a used-up code', 'lastone', { reason: 'used_up' }],
    ['a code of a campaign the cart is not in', 'market15', { reason: 'not_for_storefront' }],
    ['a code for categories none of the lines is in', 'lights20', { reason: 'not_for_items' }],
    ['a disabled code', 'retired', { reason: 'disabled' }],
  ];
  for (const [label, code, details] of refusals) {
    it(`refuses ${label} with 422 ${details.reason as string}, leaving the cart as it was`, async () => {
      const cartId = await cartWith([[TOWEL, 1]]);
      const before = await snapshotState(f);
      const answer = await apply(cartId, code, 'EUR');
      expect(answer.status).to.equal(422);
      expect(answer.body.error).to.include({ status: 422, code: 'discount_not_applicable' });
      expect(answer.body.error.details).to.deep.equal({ field: 'code', code, ...details });
      expect(answer.body.error.message).to.contain(code).and.contain(details.reason);
      expect(await snapshotState(f)).to.equal(before);
    });
  }

  it('applies a campaign code to a cart of its campaign, and a category code to the lines of its categories only', async () => {
    const campaign = await cartWith([[TOWEL, 1]], { id: f.platform.storefrontId, surface: 'shopkit' });
    const market = await apply(campaign, 'MARKET15');
    expect(market.body.discounts[0]).to.include({ applied: true, amount: Math.round(market.body.subtotal * 0.15) });
    const mixed = await cartWith([
      [TOWEL, 1],
      [CANDLES, 1],
    ]);
    const lights = await apply(mixed, 'LIGHTS20');
    expect(lights.body.discounts[0]).to.include({ applied: true, amount: 2780 });
  });

  it('is idempotent: the same code again changes nothing, and taking off a code the cart lacks answers it unchanged', async () => {
    const cartId = await cartWith([[TOWEL, 1]]);
    clock += 1000;
    const first = await apply(cartId, 'SPRING10');
    clock += 1000;
    const again = await apply(cartId, 'Spring10');
    expect(again.body).to.deep.equal(first.body);
    const other = await f.call('DELETE', `/v2/cart/${cartId}/discounts/FIFTY`);
    expect(other.body).to.deep.equal(first.body);
    const removed = await f.call('DELETE', `/v2/cart/${cartId}/discounts/spring10`);
    expect(removed.body).to.include({ discountTotal: 0, total: 12900 });
    expect(removed.body.discounts).to.deep.equal([]);
    expect(removed.body.updatedAt).to.not.equal(first.body.updatedAt);
  });

  it('replaces the code with another that applies, and keeps it when the other cannot apply', async () => {
    const cartId = await cartWith([[TOWEL, 2]]);
    await apply(cartId, 'SPRING10');
    expect((await apply(cartId, 'FIFTY')).body.discounts.map((d: { code: string }) => d.code)).to.deep.equal(['FIFTY']);
    expect((await apply(cartId, 'WINTER25')).status).to.equal(422);
    expect((await read(cartId)).discounts.map((d: { code: string }) => d.code)).to.deep.equal(['FIFTY']);
  });

  it('keeps a code that stops qualifying as not applied with its reason, and applies it again when it qualifies', async () => {
    const cartId = await cartWith([[TOWEL, 4]]);
    const applied = await apply(cartId, 'BIG500');
    expect(applied.body.discounts[0]).to.include({ applied: true, amount: 7740 });
    const lineId = applied.body.items[0].id;
    const below = (await f.call('PATCH', `/v2/cart/${cartId}/items/${lineId}`, { body: { quantity: 3 } })).body;
    expect(below.discounts).to.deep.equal([{ code: 'BIG500', applied: false, reason: 'below_minimum', amount: 0 }]);
    expect(below).to.include({ subtotal: 38700, discountTotal: 0, total: 38700 });
    const again = (await f.call('PATCH', `/v2/cart/${cartId}/items/${lineId}`, { body: { quantity: 4 } })).body;
    expect(again.discounts[0]).to.include({ applied: true, amount: 7740 });
  });

  it('refuses a code that is not a string of 1-64 characters with a 400 naming it', async () => {
    const cartId = await cartWith([[TOWEL, 1]]);
    for (const code of [42, '', 'X'.repeat(65)]) {
      const answer = await apply(cartId, code as string);
      expect(answer.status).to.equal(400);
      expect(answer.body.error.details).to.deep.equal({ field: 'code' });
    }
  });

  it('refuses every code on a cart for 15 minutes after ten refused ones, then lets codes in again', async () => {
    const cartId = await cartWith([[TOWEL, 1]]);
    const other = await cartWith([[TOWEL, 1]]);
    for (let i = 0; i < 10; i++)
      expect((await apply(cartId, `GUESS${i}`)).body.error.details.reason).to.equal('unknown');
    const locked = await apply(cartId, 'SPRING10');
    expect(locked.status).to.equal(422);
    expect(locked.body.error.details).to.deep.equal({ field: 'code', code: 'SPRING10', reason: 'too_many_attempts' });
    expect((await read(cartId)).discounts).to.deep.equal([]);
    expect((await apply(other, 'SPRING10')).status, 'other carts are not affected').to.equal(200);
    clock += 15 * 60 * 1000;
    expect((await apply(cartId, 'SPRING10')).status).to.equal(200);
  });

  it('decides in the base currency: a cart at the minimum in SEK qualifies whatever currency it is read in', async () => {
    const admin = await f.admin('POST', '/admin/shops/demo/discounts', {
      code: 'EXACT',
      kind: 'percentage',
      value: 5,
      minimumSubtotal: 25800,
    });
    expect(admin.status).to.equal(201);
    const cartId = await cartWith([[TOWEL, 2]]);
    expect((await apply(cartId, 'EXACT', 'USD')).status).to.equal(200);
    for (const currency of ['', 'EUR', 'USD'])
      expect((await read(cartId, currency)).discounts[0].applied).to.equal(true);
  });
});

describe('platform: discount codes through checkout and payment', () => {
  let f: PlatformFixture;
  let clock = Date.parse('2026-03-10T12:00:00.000Z');
  before(async () => {
    f = await startFixture({ now: () => clock });
  });
  after(() => f.close());

  async function codeWith(fields: Record<string, unknown>) {
    const answer = await f.admin('POST', '/admin/shops/demo/discounts', { kind: 'fixed', value: 5000, ...fields });
    expect(answer.status, JSON.stringify(answer.body)).to.equal(201);
    return answer.body as { id: string; code: string };
  }
  async function sessionWith(code: string, currency?: string) {
    const cart = await f.call('POST', '/v2/cart', { body: { items: [{ productId: TOWEL, quantity: 2 }] } });
    expect((await f.call('POST', `/v2/cart/${cart.body.id}/discounts`, { body: { code } })).status).to.equal(200);
    const handoff = await f.call('POST', '/v2/checkout', {
      body: { cartId: cart.body.id, successUrl: `${SHOP}/thanks`, backUrl: `${SHOP}/cart`, currency },
    });
    expect(handoff.status).to.equal(201);
    return {
      cartId: cart.body.id as string,
      ...(handoff.body as { sessionId: string; url: string; currency: string }),
    };
  }
  const pay = (url: string) =>
    fetch(`${url}/pay`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: payForm(),
    });
  const usesOf = async (id: string) => (await f.admin('GET', `/admin/shops/demo/discounts/${id}`)).body.uses as number;

  it('keeps the code through checkout, charging a display currency in the base currency with the discount', async () => {
    const code = await codeWith({ code: 'CHECKOUT50' });
    const session = await sessionWith('checkout50', 'USD');
    expect(session.currency).to.equal('SEK');
    const read = (await f.call('GET', `/v2/checkout/${session.sessionId}`)).body;
    expect(read).to.include({ currency: 'SEK', subtotal: 25800, discountTotal: 5000, total: 20800, vatTotal: 4160 });
    expect(read.discounts).to.deep.equal([{ code: 'CHECKOUT50', applied: true, reason: null, amount: 5000 }]);
    const page = await (await fetch(session.url)).text();
    expect(page).to.match(/class="checkout-discount" data-code="CHECKOUT50" data-amount="5000">−50,00\s?kr</);
    expect(page, 'with Standard shipping (49 kr below 500 kr)').to.match(/id="checkout-total" data-amount="25700"/);
    expect(await usesOf(code.id), 'nothing counted before payment').to.equal(0);
  });

  it('counts one use on payment and gives the order the code, in REST v1 too', async () => {
    const code = await codeWith({ code: 'ORDER50', usageLimit: 5 });
    const session = await sessionWith('ORDER50');
    const paid = await pay(session.url);
    expect(paid.status).to.equal(303);
    expect(await usesOf(code.id)).to.equal(1);
    const again = await pay(session.url);
    expect(again.status, 'a second submit does not pay again').to.equal(410);
    expect(await usesOf(code.id)).to.equal(1);
    const number = paid.headers.get('location')!.split('/').pop();
    const orders = (await f.admin('GET', '/admin/orders?shop=demo')).body.data as Array<Record<string, any>>;
    const order = orders.find((entry) => entry.number === number)!;
    expect(order).to.include({ subtotal: 25800, discountTotal: 5000, shippingTotal: 4900, total: 25700 });
    expect(order.discounts).to.deep.equal([{ id: code.id, code: 'ORDER50', amount: 5000 }]);
    const redemptions = await f.platform.db.kysely
      .selectFrom('discountRedemptions')
      .selectAll()
      .where('discountId', '=', code.id)
      .execute();
    expect(redemptions.map((row) => [row.orderId, row.amount, row.currency])).to.deep.equal([[order.id, 5000, 'SEK']]);
    const { key } = await f.platform.db.transaction((tx) => createAdminKey(tx, 'demo', 'discount tests'));
    const v1 = createAdminClient({ apiKey: key, baseUrl: f.platform.v1.url, ca: f.platform.v1.ca });
    const listed = (await v1.orders.list({ limit: 200 })).data.find((entry) => entry.number === number)!;
    expect(listed).to.deep.include({
      subtotal: 25800,
      discountTotal: 5000,
      shippingTotal: 4900,
      vatTotal: 4160 + 980,
      total: 25700,
    });
    expect(listed.discounts).to.deep.equal([{ code: 'ORDER50', amount: 5000 }]);
    const login = await fetch(`${f.platform.panel.url}/login`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ password: f.platform.panel.password }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const panel = await (await fetch(`${f.platform.panel.url}/orders`, { headers: { cookie } })).text();
    expect(panel).to.match(new RegExp(`data-order-id="${order.id}"[^]*?class="order-discount">ORDER50 −50,00\\s?kr<`));
  });

  it('refuses a payment whose code another payment used up, charging nothing and leaving the cart', async () => {
    const code = await codeWith({ code: 'ONCE', usageLimit: 1 });
    const first = await sessionWith('ONCE');
    const second = await sessionWith('ONCE');
    const before = (await f.admin('GET', '/admin/orders?shop=demo')).body.data.length as number;
    expect((await pay(first.url)).status).to.equal(303);
    const refused = await pay(second.url);
    expect(refused.status).to.equal(409);
    const page = await refused.text();
    expect(page).to.contain('data-reason="discount_used_up"').and.contain('ONCE was used up');
    expect((await f.admin('GET', '/admin/orders?shop=demo')).body.data).to.have.length(before + 1);
    expect(await usesOf(code.id)).to.equal(1);
    const cart = (await f.call('GET', `/v2/cart/${second.cartId}`)).body;
    expect(cart.discounts).to.deep.equal([{ code: 'ONCE', applied: false, reason: 'used_up', amount: 0 }]);
    expect((await f.call('GET', `/v2/checkout/${second.sessionId}`)).body.status).to.equal('open');
  });

  it('carries a code that stopped applying before checkout as not applied, and counts no use for it', async () => {
    const code = await codeWith({ code: 'GONE' });
    const cart = await f.call('POST', '/v2/cart', { body: { items: [{ productId: TOWEL, quantity: 1 }] } });
    await f.call('POST', `/v2/cart/${cart.body.id}/discounts`, { body: { code: 'GONE' } });
    expect((await f.admin('PATCH', `/admin/shops/demo/discounts/${code.id}`, { disabled: true })).status).to.equal(200);
    const handoff = await f.call('POST', '/v2/checkout', {
      body: { cartId: cart.body.id, successUrl: `${SHOP}/thanks`, backUrl: `${SHOP}/cart` },
    });
    const session = (await f.call('GET', `/v2/checkout/${handoff.body.sessionId}`)).body;
    expect(session.discounts).to.deep.equal([{ code: 'GONE', applied: false, reason: 'disabled', amount: 0 }]);
    expect(session).to.include({ discountTotal: 0, total: 12900 });
    const page = await (await fetch(handoff.body.url)).text();
    expect(page).to.contain('data-reason="disabled">Not applied: no longer valid');
    expect((await pay(handoff.body.url)).status).to.equal(303);
    expect(await usesOf(code.id)).to.equal(0);
  });

  it('prices the checkout again when a code is taken off the cart after it started, and pays that price', async () => {
    const code = await codeWith({ code: 'TAKEN' });
    const session = await sessionWith('TAKEN');
    const removed = await f.call('DELETE', `/v2/cart/${session.cartId}/discounts/taken`);
    expect(removed.body.discounts).to.deep.equal([]);
    const refused = await pay(session.url);
    expect(refused.status).to.equal(409);
    const page = await refused.text();
    expect(page)
      .to.include('nothing was charged')
      .and.match(/id="checkout-total" data-amount="30700"/);
    expect(page).to.not.include('class="checkout-discount"');
    expect((await pay(session.url)).status).to.equal(303);
    expect(await usesOf(code.id)).to.equal(0);
  });

  it('honours the price shown at checkout when the code expires before the payment', async () => {
    const code = await codeWith({ code: 'SOON', validTo: new Date(clock + 60_000).toISOString() });
    const session = await sessionWith('SOON');
    clock += 120_000;
    expect((await pay(session.url)).status).to.equal(303);
    expect(await usesOf(code.id)).to.equal(1);
  });
});
