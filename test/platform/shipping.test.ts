import { expect } from 'chai';
import { createAdminKey } from '../../demo/platform/v1/admin-keys.ts';
import { createAdminClient } from '../../src/server/create-admin-client.ts';
import { payForm } from '../helpers/pay-form.ts';
import { describePanelOutcome, panelLogin, postPanelForm } from '../helpers/panel-client.ts';
import { snapshotState, startFixture, type PlatformFixture } from './helpers/platform-fixture.ts';

const SHOP = 'http://127.0.0.1:9';
const DAY = 24 * 60 * 60 * 1000;
/** Demo prices: the mug 189 kr, the candle (prod_014) 149 kr; Standard 49 kr free from 500 kr, Express 99 kr. */
const MUG = { productId: 'prod_001', variantId: 'var_001_1' };

describe('platform: shipping', () => {
  let f: PlatformFixture;
  let clock = Date.parse('2026-03-01T10:00:00Z');
  before(async () => {
    f = await startFixture({ now: () => clock, localDevelopment: true });
  });
  after(() => f.close());

  async function cartWith(quantity: number, currency = '') {
    const query = currency ? `?currency=${currency}` : '';
    return (await f.call('POST', `/v2/cart${query}`, { body: { items: [{ ...MUG, quantity }] } })).body;
  }
  async function checkout(quantity: number, currency = '') {
    const cart = await cartWith(quantity, currency);
    const handoff = await f.call('POST', '/v2/checkout', {
      body: { cartId: cart.id, successUrl: `${SHOP}/ok`, backUrl: `${SHOP}/`, ...(currency ? { currency } : {}) },
    });
    expect(handoff.status, JSON.stringify(handoff.body)).to.equal(201);
    return { cartId: cart.id as string, ...(handoff.body as { url: string; sessionId: string; currency: string }) };
  }
  const pay = (url: string, form: string) =>
    fetch(`${url}/pay`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    });
  const numberOf = (response: Response) => response.headers.get('location')?.split('/').pop() ?? '';
  const v1Order = async (number: string) => {
    const { key } = await f.platform.db.transaction((tx) => createAdminKey(tx, 'demo', 'shipping tests'));
    const v1 = createAdminClient({ apiKey: key, baseUrl: f.platform.v1.url, ca: f.platform.v1.ca });
    return (await v1.orders.list({ limit: 200 })).data.find((order) => order.number === number)!;
  };

  describe('the cart', () => {
    it('carries how far it is from free shipping, in its currency', async () => {
      const sek = await cartWith(1);
      expect(sek.freeShipping).to.deep.equal({
        methodId: 'ship_standard',
        methodName: 'Standard (2-4 days)',
        threshold: 50000,
        remaining: 50000 - 18900,
        reached: false,
      });
      const reached = await cartWith(3);
      expect(reached.freeShipping).to.include({ threshold: 50000, remaining: 0, reached: true });
    });

    it("uses a charge currency's own threshold, and decides a display currency in the base currency", async () => {
      const eur = await cartWith(1, 'EUR');
      expect(eur.currency).to.equal('EUR');
      expect(eur.freeShipping).to.include({ threshold: 4500, remaining: 4500 - eur.total, reached: false });
      const usd = await cartWith(1, 'USD');
      expect(usd.freeShipping, 'SEK 500 and SEK 311 converted at 0.094').to.include({
        threshold: 4700,
        remaining: 2923,
        reached: false,
      });
    });

    it('counts the goods after discounts', async () => {
      const cart = await cartWith(3);
      const discounted = await f.call('POST', `/v2/cart/${cart.id}/discounts`, { body: { code: 'BIG500' } });
      expect(discounted.body.total).to.equal(56700 - 8505);
      expect(discounted.body.freeShipping).to.include({ remaining: 50000 - 48195, reached: false });
    });

    it("follows a change to the shop's methods from the next read on", async () => {
      const cart = await cartWith(1);
      expect(cart.freeShipping).to.include({ threshold: 50000 });
      const path = '/admin/shops/demo/shipping-methods/ship_standard';
      expect((await f.admin('PATCH', path, { freeOver: 20000 })).status).to.equal(200);
      try {
        const read = await f.call('GET', `/v2/cart/${cart.id}`);
        expect(read.body.freeShipping).to.include({ threshold: 20000, remaining: 20000 - 18900, reached: false });
      } finally {
        expect((await f.admin('PATCH', path, { freeOver: 50000 })).status).to.equal(200);
      }
      expect((await f.call('GET', `/v2/cart/${cart.id}`)).body.freeShipping).to.include({ threshold: 50000 });
    });

    it('is null for a shop without shipping methods', async () => {
      const cart = await f.call('POST', '/v2/cart', {
        key: f.platform.keys.legacy,
        body: { items: [{ productId: 'prod_102' }] },
      });
      expect(cart.body.freeShipping).to.equal(null);
    });
  });

  describe('the hosted checkout', () => {
    it('asks for the delivery address with autofill tokens and offers the methods with their prices', async () => {
      const session = await checkout(1);
      const page = await (await fetch(session.url)).text();
      for (const [id, token] of [
        ['customer-name', 'shipping name'],
        ['customer-street', 'shipping street-address'],
        ['customer-postalCode', 'shipping postal-code'],
        ['customer-city', 'shipping address-level2'],
        ['customer-country', 'shipping country'],
        ['customer-phone', 'tel'],
      ]) {
        expect(page).to.contain(`<label for="${id}">`);
        expect(page).to.match(new RegExp(`id="${id}"[^>]*autocomplete="${token}"`));
      }
      const countries = [...page.matchAll(/<option value="([A-Z]{2})"/g)].map(([, code]) => code);
      expect(countries.sort()).to.deep.equal(['DE', 'DK', 'FI', 'NO', 'SE']);
      expect(page).to.match(/<option value="SE" selected>Sweden</);
      expect(page).to.match(/value="ship_standard" required checked data-countries="SE NO DK FI DE"/);
      expect(page).to.match(
        /<span class="method-name">Express \(next day\)<\/span><span class="method-price">99,00\s?kr</,
      );
      expect(page).to.match(/id="checkout-shipping" data-amount="4900">49,00\s?kr</);
      expect(page).to.match(/id="checkout-total" data-amount="23800"/);
      expect(page).to.match(/data-total="28800" data-total-text="288,00\s?kr"/);
    });

    it('pays with express: the session, the order and REST v1 carry the method, its cost and the address', async () => {
      const session = await checkout(1);
      const paid = await pay(session.url, payForm({ method: 'ship_express', phone: '+46 70 123 45 67' }));
      expect(paid.status).to.equal(303);
      const address = {
        name: 'Ann',
        street: 'Storgatan 1',
        postalCode: '111 22',
        city: 'Stockholm',
        country: 'SE',
        phone: '+46 70 123 45 67',
      };
      const shipping = {
        methodId: 'ship_express',
        name: 'Express (next day)',
        amount: 9900,
        vatAmount: 1980,
        free: false,
      };
      const read = (await f.call('GET', `/v2/checkout/${session.sessionId}`)).body;
      expect(read).to.deep.include({ shipping, shippingTotal: 9900, shippingAddress: address });
      expect(read).to.include({ subtotal: 18900, total: 28800, vatTotal: 3780 + 1980 });
      const order = await v1Order(numberOf(paid));
      expect(order).to.deep.include({ shipping, shippingTotal: 9900, shippingAddress: address, total: 28800 });
      expect(order.vatTotal).to.equal(5760);
    });

    it('ships free above the threshold, and prices a charge currency with its own amounts', async () => {
      const above = await checkout(3);
      const paid = await pay(above.url, payForm());
      expect((await v1Order(numberOf(paid))).shipping).to.deep.equal({
        methodId: 'ship_standard',
        name: 'Standard (2-4 days)',
        amount: 0,
        vatAmount: 0,
        free: true,
      });
      const eur = await checkout(1, 'EUR');
      const page = await (await fetch(eur.url)).text();
      expect(page).to.match(/value="ship_standard"[^>]*data-shipping="490"/);
      expect(page, 'express converted from 99 kr at 0.087').to.match(/value="ship_express"[^>]*data-shipping="861"/);
      const euro = await pay(eur.url, payForm({ method: 'ship_express' }));
      const order = await v1Order(numberOf(euro));
      expect(order).to.include({ currency: 'EUR', shippingTotal: 861, total: order.subtotal + 861 });
    });
  });

  describe('bad input: a message at the field, nothing charged, nothing lost', () => {
    async function refused(form: Record<string, string>, status: number) {
      const session = await checkout(1);
      const before = await snapshotState(f);
      const response = await pay(session.url, payForm(form));
      expect(response.status).to.equal(status);
      const page = await response.text();
      expect(await snapshotState(f), 'nothing changed').to.equal(before);
      expect((await f.call('GET', `/v2/cart/${session.cartId}`)).status, 'the cart is still open').to.equal(200);
      expect(page).to.contain('Nothing was charged');
      return page;
    }
    const errorOf = (page: string, field: string) =>
      new RegExp(`<p class="field-error" id="error-${field}">([^<]*)</p>`).exec(page)?.[1] ?? '';

    it('an unknown country', async () => {
      const page = await refused({ country: 'XX' }, 400);
      expect(errorOf(page, 'country')).to.equal('We do not deliver to \u201cXX\u201d. Choose a country from the list.');
      expect(page).to.match(/id="customer-country"[^>]*aria-invalid="true" aria-describedby="error-country" autofocus/);
      const canada = await refused({ country: 'CA' }, 400);
      expect(errorOf(canada, 'country')).to.contain('We do not deliver to \u201cCanada\u201d');
    });

    it('an empty street, and one of 2,000 characters, kept as typed', async () => {
      expect(errorOf(await refused({ street: '' }, 400), 'street')).to.equal('Enter the street address.');
      const long = `${'Lång väg '.repeat(300).slice(0, 1999)}x`;
      const page = await refused({ street: long }, 400);
      expect(errorOf(page, 'street')).to.equal('The street address is 2000 characters long; at most 200 fit.');
      expect(page).to.contain(`value="${long}"`);
    });

    it('a postal code with markup, escaped and named', async () => {
      const page = await refused({ postalCode: '<b>111</b>', city: 'Göteborg' }, 400);
      expect(errorOf(page, 'postalCode')).to.equal(
        'The postal code \u201c&lt;b&gt;111&lt;/b&gt;\u201d cannot hold &lt; or &gt;.',
      );
      expect(page).not.to.contain('<b>111');
      expect(page).to.contain('value="&lt;b&gt;111&lt;/b&gt;"').and.to.contain('value="Göteborg"');
    });

    it('a method that does not serve the country, and one that is not offered', async () => {
      const germany = await refused({ country: 'DE', method: 'ship_express' }, 400);
      expect(errorOf(germany, 'method')).to.equal(
        'Express (next day) does not deliver to Germany. Choose another delivery method.',
      );
      const radios = [...germany.matchAll(/<input type="radio" name="method"[^>]*>/g)].map(([radio]) => radio);
      expect(radios.length).to.be.greaterThan(1);
      for (const radio of radios) expect(radio).to.contain('aria-invalid="true" aria-describedby="error-method"');
      const focused = radios.filter((radio) => radio.includes(' autofocus'));
      expect(focused, 'the first method that serves Germany gets focus').to.have.length(1);
      expect(focused[0]).to.contain('value="ship_standard"');
      expect(germany, 'only what serves Germany is offered').to.match(
        /<label class="method" hidden><input[^>]*value="ship_express"/,
      );
      const unknown = await refused({ method: 'ship_nope' }, 409);
      expect(errorOf(unknown, 'method')).to.contain('is not offered (any more)');
    });

    it('no method chosen: the message names the country, or says the country is not served', async () => {
      const germany = await refused({ country: 'DE', method: '' }, 400);
      expect(errorOf(germany, 'method')).to.equal('Choose a delivery method for Germany.');
      expect(germany).to.match(
        /value="ship_standard"[^>]*aria-invalid="true" aria-describedby="error-method" autofocus/,
      );
      const canada = await refused({ country: 'CA', method: '' }, 400);
      expect(errorOf(canada, 'country')).to.equal(
        'We do not deliver to \u201cCanada\u201d. Choose a country from the list.',
      );
      expect(errorOf(canada, 'method')).to.equal('');
    });

    it('a refused method is shown with the other refused fields at once, focus on the first of them', async () => {
      const page = await refused({ street: '', country: 'DE', method: 'ship_express' }, 400);
      expect(errorOf(page, 'street')).to.equal('Enter the street address.');
      expect(errorOf(page, 'method')).to.equal(
        'Express (next day) does not deliver to Germany. Choose another delivery method.',
      );
      expect(page.match(/ autofocus/g)).to.have.length(1);
      expect(page).to.match(/id="customer-street"[^>]*autofocus/);
    });

    it('a cart changed while the shopper pays keeps the address and method as typed', async () => {
      const session = await checkout(1);
      await f.call('POST', `/v2/cart/${session.cartId}/items`, { body: { productId: 'prod_002' } });
      const response = await pay(session.url, payForm({ street: 'Hamngatan 9', method: 'ship_express' }));
      expect(response.status).to.equal(409);
      const page = await response.text();
      expect(page).to.contain('Your cart changed after this checkout started');
      expect(page)
        .to.contain('value="Hamngatan 9"')
        .and.match(/value="ship_express" required checked/);
    });

    it('a method removed while the shopper pays', async () => {
      const created = await f.admin('POST', '/admin/shops/demo/shipping-methods', {
        name: 'Bike courier',
        price: 5900,
        countries: ['SE'],
      });
      expect(created.status).to.equal(201);
      const session = await checkout(1);
      expect(await (await fetch(session.url)).text()).to.contain(`value="${created.body.id}"`);
      expect((await f.admin('DELETE', `/admin/shops/demo/shipping-methods/${created.body.id}`)).status).to.equal(204);
      const before = await snapshotState(f);
      const response = await pay(session.url, payForm({ method: created.body.id, street: 'Hamngatan 2' }));
      expect(response.status).to.equal(409);
      const page = await response.text();
      expect(errorOf(page, 'method')).to.contain('is not offered (any more)');
      expect(page).to.contain('value="Hamngatan 2"');
      expect(await snapshotState(f)).to.equal(before);
    });
  });

  describe('the admin API', () => {
    it('creates, edits and deletes a method, refusing a bad field by name', async () => {
      const created = await f.admin('POST', '/admin/shops/demo/shipping-methods', {
        name: 'Pickup point',
        price: 3900,
        prices: { EUR: 390 },
        freeOver: 30000,
        countries: ['se', 'NO'],
      });
      expect(created.status).to.equal(201);
      expect(created.body).to.include({ shop: 'demo', name: 'Pickup point', price: 3900, freeOver: 30000 });
      expect(created.body.countries).to.deep.equal(['SE', 'NO']);
      const patched = await f.admin('PATCH', `/admin/shops/demo/shipping-methods/${created.body.id}`, { price: 2900 });
      expect(patched.body).to.include({ price: 2900, name: 'Pickup point' });
      const listed = await f.admin('GET', '/admin/shops/demo/shipping-methods');
      expect(listed.body.vatRate).to.equal(0.25);
      expect(listed.body.data.map((m: { id: string }) => m.id)).to.include(created.body.id);
      for (const [body, message] of [
        [{ prices: { USD: 500 } }, 'prices.USD'],
        [{ countries: ['SE', 'XX'] }, 'countries'],
        [{ countries: [] }, 'countries'],
        [{ name: '<b>x</b>' }, 'name'],
        [{ price: -1 }, 'price'],
        [{ freeOver: null, freeOverPrices: { EUR: 100 } }, 'freeOverPrices'],
      ] as const) {
        const bad = await f.admin('PATCH', `/admin/shops/demo/shipping-methods/${created.body.id}`, body);
        expect(bad.status, JSON.stringify(body)).to.equal(400);
        expect(bad.body.error.details.field).to.equal(message);
      }
      expect((await f.admin('DELETE', `/admin/shops/demo/shipping-methods/${created.body.id}`)).status).to.equal(204);
      expect((await f.admin('GET', `/admin/shops/demo/shipping-methods/${created.body.id}`)).status).to.equal(404);
    });
  });

  describe('the control panel', () => {
    it('adds, edits and deletes a method, keeping what was typed when a field is refused', async () => {
      const cookie = await panelLogin(f.platform);
      const get = async (path: string) =>
        (await fetch(`${f.platform.urls.admin}${path}`, { headers: { cookie } })).text();
      const list = await get('/panel/shipping');
      expect(list).to.contain('Standard (2-4 days)').and.contain('SE, NO, DK, FI, DE');
      expect(list).to.match(/49,00\s?kr · 4,90\s?€/);
      const form = [
        ['name', 'Parcel locker'],
        ['price', '39'],
        ['price.EUR', '3,50'],
        ['freeOver', ''],
        ['freeOver.EUR', ''],
        ['countries', 'SE, XX'],
      ];
      const refused = await postPanelForm(cookie, '/panel/shipping', f.platform, form);
      expect(refused.status).to.equal(400);
      const page = await refused.text();
      expect(page).to.contain('countries').and.contain('XX').and.contain('value="Parcel locker"');
      expect(page).to.match(/id="shipping-countries"[^>]*aria-invalid="true"/);
      const created = await postPanelForm(cookie, '/panel/shipping', f.platform, [
        ...form.slice(0, 5),
        ['countries', 'se no'],
      ]);
      expect((await describePanelOutcome(f.platform, cookie, created)).notice).to.equal('Added Parcel locker.');
      const methods = (await f.admin('GET', '/admin/shops/demo/shipping-methods')).body.data as Array<
        Record<string, any>
      >;
      const locker = methods.find((method) => method.name === 'Parcel locker')!;
      expect(locker).to.deep.include({ price: 3900, prices: { EUR: 350 }, freeOver: null, countries: ['SE', 'NO'] });
      const edit = await get(`/panel/shipping/${locker.id}`);
      expect(edit).to.contain('value="39.00"').and.contain('value="3.50"');
      const saved = await postPanelForm(cookie, `/panel/shipping/${locker.id}`, f.platform, [
        ...form.slice(0, 3),
        ['freeOver', '300'],
        ['countries', 'SE'],
      ]);
      expect((await describePanelOutcome(f.platform, cookie, saved)).notice).to.equal('Saved Parcel locker.');
      const deleted = await postPanelForm(cookie, `/panel/shipping/${locker.id}/delete`, f.platform, []);
      expect((await describePanelOutcome(f.platform, cookie, deleted)).notice).to.equal('Parcel locker is deleted.');
      expect(await get('/panel/shipping')).not.to.contain('Parcel locker');
    });

    it("shows an order's method, cost and address", async () => {
      const session = await checkout(1);
      const paid = await pay(session.url, payForm({ name: 'Per Panel', method: 'ship_express' }));
      const order = await v1Order(numberOf(paid));
      const cookie = await panelLogin(f.platform);
      const orders = await (await fetch(`${f.platform.urls.admin}/panel/orders`, { headers: { cookie } })).text();
      expect(orders).to.match(
        new RegExp(
          `data-order-id="${order.id}"[^]*?Express \\(next day\\), 99,00\\s?kr[^]*?Per Panel<br>Storgatan 1<br>111 22 Stockholm<br>Sweden`,
        ),
      );
    });
  });

  describe('privacy', () => {
    it('keeps the address out of request logs and webhook URLs, and erases it after its retention', async () => {
      const hook = { url: 'http://127.0.0.1:9/hooks', events: ['order.new'] };
      expect((await f.admin('PUT', '/admin/shops/demo/webhooks', hook)).status).to.equal(200);
      f.platform.log.reset();
      const session = await checkout(1);
      const paid = await pay(session.url, payForm({ street: 'Hemliga gatan 7', postalCode: '123 45' }));
      const number = numberOf(paid);
      const logged = JSON.stringify([f.platform.log.snapshot('checkout'), f.platform.log.snapshot('api')]);
      expect(logged).not.to.contain('Hemliga').and.not.to.contain('123 45');
      const order = await v1Order(number);
      const deliveries = await f.platform.db.kysely.selectFrom('webhookDeliveries').selectAll().execute();
      const queued = deliveries.find((delivery) => delivery.targetId === order.id);
      expect(queued?.url, 'the webhook names the order and its surface, nothing of its address').to.equal(
        `${hook.url}?event_type=order.new&order_id=${order.id}&surface=shopkit`,
      );
      expect(JSON.stringify(deliveries)).not.to.contain('Hemliga');
      expect(order.shippingAddress?.street).to.equal('Hemliga gatan 7');

      clock += 91 * DAY;
      const pruned = await f.admin('POST', '/admin/prune');
      expect(pruned.body.addresses).to.be.greaterThan(0);
      const erased = await v1Order(number);
      expect(erased.shippingAddress).to.equal(null);
      expect(erased.shipping?.methodId, 'the method and cost stay').to.equal('ship_standard');
    });
  });
});
