// The free-text and e-mail address rules on every path that stores such a field: the hosted checkout's form, the
// commerce API, the admin API and the control panel. Each refusal names the field, keeps what was typed and stores
// nothing; what REST v1 returns afterwards holds no control character.
import { expect } from 'chai';
import { describeEmailAddressProblem } from '../../demo/platform/rules/email-address.ts';
import { FREE_TEXT_RULE } from '../../demo/platform/rules/free-text.ts';
import { createAdminKey } from '../../demo/platform/v1/admin-keys.ts';
import { createAdminClient } from '../../src/server/create-admin-client.ts';
import { panelLogin, postPanelForm } from '../helpers/panel-client.ts';
import { payForm } from '../helpers/pay-form.ts';
import { snapshotState, startFixture, type PlatformFixture } from './helpers/platform-fixture.ts';

const SHOP = 'http://127.0.0.1:9';
const CSI = 'Ann\u009b31m';
const OSC8 = 'Storgatan \u001b]8;;https://evil.example\u0007 1';
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const decode = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!);

/** The message the checkout page shows at `field`, as the shopper reads it. */
const errorAt = (page: string, field: string) =>
  decode(new RegExp(`<p class="field-error" id="error-${field}">([^<]*)</p>`).exec(page)?.[1] ?? '');

describe('platform: free text and e-mail addresses from outside', () => {
  let f: PlatformFixture;
  before(async () => {
    f = await startFixture();
  });
  after(() => f.close());

  async function checkout() {
    const cart = await f.call('POST', '/v2/cart', { body: { items: [{ productId: 'prod_002', quantity: 1 }] } });
    const handoff = await f.call('POST', '/v2/checkout', {
      body: { cartId: cart.body.id, successUrl: `${SHOP}/ok`, backUrl: `${SHOP}/` },
    });
    return { cartId: cart.body.id as string, url: handoff.body.url as string };
  }
  const pay = (url: string, form: string) =>
    fetch(`${url}/pay`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    });

  describe('the hosted checkout', () => {
    it('refuses C1 controls in the name and an OSC-8 link in the street at their fields, keeping the rest as typed', async () => {
      const session = await checkout();
      const before = await snapshotState(f);
      const response = await pay(session.url, payForm({ name: CSI, street: OSC8, city: 'Malmö' }));
      expect(response.status).to.equal(400);
      const page = await response.text();
      expect(errorAt(page, 'name')).to.equal(
        `The name of who receives the order \u201cAnn\\u009b31m\u201d ${FREE_TEXT_RULE} (U+009B, a control character, at character 4).`,
      );
      expect(errorAt(page, 'street')).to.contain(`${FREE_TEXT_RULE} (U+001B, a control character, at character 11)`);
      expect(errorAt(page, 'city')).to.equal('');
      expect(page).to.match(
        /id="customer-name"[^>]*aria-invalid="true"[^>]*aria-describedby="error-name"[^>]*autofocus/,
      );
      expect(page).to.contain('value="Malmö"');
      expect(await snapshotState(f)).to.equal(before);
    });

    it('refuses NEL, a bidi override and a bidi isolate in the address', async () => {
      const session = await checkout();
      const page = await (
        await pay(session.url, payForm({ city: 'Malm\u0085ö', street: 'Gatan\u202e1', postalCode: '111\u2066 22' }))
      ).text();
      expect(errorAt(page, 'city')).to.contain('(U+0085, a control character, at character 5)');
      expect(errorAt(page, 'street')).to.contain('(U+202E, a bidi override, at character 6)');
      expect(errorAt(page, 'postalCode')).to.contain('(U+2066, a bidi override, at character 4)');
    });

    it('refuses e-mail addresses outside the browsers’ grammar with the API’s message, and pays with one inside it', async () => {
      const session = await checkout();
      for (const email of ['<script>alert(1)</script>@x.se', 'a\u0001b@x.se', '"><svg/onload=alert(1)>@x.se', 'ann']) {
        const before = await snapshotState(f);
        const response = await pay(session.url, payForm({ email }));
        expect(response.status, email).to.equal(400);
        expect(errorAt(await response.text(), 'email')).to.equal(describeEmailAddressProblem('email', email));
        expect(await snapshotState(f)).to.equal(before);
      }
      const paid = await pay(session.url, payForm({ email: 'ann.berg+shop@localhost', name: 'Åsa Öberg-Ünal 😀' }));
      expect(paid.status).to.equal(303);
    });

    it('stores only clean names, addresses and e-mails, so REST v1 returns none with a control character', async () => {
      const { key } = await f.platform.db.transaction((tx) => createAdminKey(tx, 'demo', 'text tests'));
      const v1 = createAdminClient({ apiKey: key, baseUrl: f.platform.v1.url, ca: f.platform.v1.ca });
      const orders = (await v1.orders.list({ limit: 200 })).data;
      expect(orders.length).to.be.greaterThan(0);
      for (const order of orders) expect(JSON.parse(JSON.stringify(order)), order.number).to.satisfy(noControls);
    });
  });

  describe('the commerce API', () => {
    it('refuses a discount code with a control character as a 400 naming code, quoting it escaped', async () => {
      const cart = await f.call('POST', '/v2/cart', { body: { items: [{ productId: 'prod_002', quantity: 1 }] } });
      const answer = await f.call('POST', `/v2/cart/${cart.body.id}/discounts`, { body: { code: 'SPRING\u008510' } });
      expect(answer.status).to.equal(400);
      expect(answer.body.error.details).to.deep.equal({ field: 'code' });
      expect(answer.body.error.message).to.equal(`code ${FREE_TEXT_RULE} (got "SPRING\\u008510")`);
    });
  });

  describe('the admin API', () => {
    it('refuses a shipping method named with C1 controls or a bidi override, and creates nothing', async () => {
      for (const name of ['Express\u009b31m', 'Express \u202eerfs']) {
        const answer = await f.admin('POST', '/admin/shops/demo/shipping-methods', {
          name,
          price: 100,
          countries: ['SE'],
        });
        expect(answer.status, name).to.equal(400);
        expect(answer.body.error.details).to.deep.equal({ field: 'name' });
        expect(answer.body.error.message).to.match(/^name must not hold control characters/);
      }
      const listed = (await f.admin('GET', '/admin/shops/demo/shipping-methods')).body.data as Array<{ name: string }>;
      expect(listed.map((method) => method.name)).to.satisfy((names: string[]) =>
        names.every((n) => !CONTROLS.test(n)),
      );
    });

    it('refuses a key label with a control character', async () => {
      const answer = await f.admin('POST', '/admin/shops/demo/api-keys', { label: 'ERP\u0085sync' });
      expect(answer.status).to.equal(400);
      expect(answer.body.error.details).to.deep.equal({ field: 'label' });
      const keys = (await f.admin('GET', '/admin/shops/demo/api-keys')).body.data as Array<{ label: string }>;
      expect(keys.some((k) => k.label.startsWith('ERP'))).to.equal(false);
    });
  });

  describe('the control panel', () => {
    let cookie = '';
    before(async () => {
      cookie = await panelLogin(f.platform);
    });

    it('answers a product named with a terminal escape with the form again, as typed, the name marked', async () => {
      const form = [
        ['name', CSI],
        ['slug', 'escape-lamp'],
        ['description', 'Line one\r\nLine two'],
        ['price', '129.50'],
        ['stock', '4'],
      ];
      const response = await postPanelForm(cookie, '/panel/catalogue', f.platform, form);
      expect(response.status).to.equal(400);
      const page = await response.text();
      expect(decode(page)).to.contain(`Name: ${FREE_TEXT_RULE} (U+009B, a control character, at character 4)`);
      expect(page).to.match(/id="name"[^>]*value="Ann\u009b31m" aria-invalid="true"/);
      expect(page).to.contain('value="escape-lamp"').and.contain('Line one\r\nLine two</textarea>');
      const described = await postPanelForm(cookie, '/panel/catalogue', f.platform, [
        ['name', 'Escape lamp'],
        form[1]!,
        ['description', 'Warm\u202e light'],
        ...form.slice(3),
      ]);
      expect(described.status).to.equal(400);
      expect(await described.text()).to.match(/id="description"[^>]*aria-invalid="true"/);
      const added = await postPanelForm(cookie, '/panel/catalogue', f.platform, [
        ['name', 'Escape lamp'],
        ...form.slice(1),
      ]);
      expect(added.status).to.equal(303);
      const product = await f.call('GET', '/v2/products/by-slug/escape-lamp');
      expect(product.body).to.include({ name: 'Escape lamp', description: 'Line one\r\nLine two' });
    });

    it('answers a shipping method named with C1 controls with its form again, the name marked', async () => {
      const response = await postPanelForm(cookie, '/panel/shipping', f.platform, [
        ['name', 'Courier\u0085'],
        ['price', '39'],
        ['countries', 'SE'],
      ]);
      expect(response.status).to.equal(400);
      const page = await response.text();
      expect(decode(page)).to.contain('name must not hold control characters').and.contain('"Courier\\u0085"');
      expect(page).to.match(/id="shipping-name"[^>]*aria-invalid="true"/);
    });

    it('answers a key label with a bidi override with the settings page again, the label kept and marked', async () => {
      const response = await postPanelForm(cookie, '/panel/settings/api/keys', f.platform, [
        ['label', 'ERP\u202eCNYS'],
      ]);
      expect(response.status).to.equal(400);
      const page = await response.text();
      expect(decode(page)).to.contain('label must not hold control characters').and.contain('"ERP\\u202eCNYS"');
      expect(page).to.match(/id="key-label"[^>]*value="ERP\u202eCNYS" aria-invalid="true" aria-describedby="error"/);
      expect(page).not.to.contain('id="new-api-key"');
    });
  });
});

function noControls(value: unknown): boolean {
  if (typeof value === 'string') return !CONTROLS.test(value) && !/\p{Cs}/u.test(value);
  if (Array.isArray(value)) return value.every(noControls);
  if (value && typeof value === 'object') return Object.values(value).every(noControls);
  return true;
}
