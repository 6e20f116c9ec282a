// The control panel shows only its own messages: a form post leaves a message code in the redirect and its details
// in the session, so a link that carries text (`?error=Your key was revoked, call ...`), an unknown code, or a real
// code the session's last post did not leave shows nothing, and every real message still shows, once.
import { expect } from 'chai';
import { PANEL_MESSAGES, type PanelMessageCode } from '../../demo/platform/panel/panel-messages.ts';
import { DEMO_EXPRESS_SHIPPING } from '../../demo/platform/seed/shipping-seed.ts';
import { panelLogin, postPanelForm, readPanelMessages } from '../helpers/panel-client.ts';
import { payForm } from '../helpers/pay-form.ts';
import { startTestReceiver, type TestReceiver } from '../helpers/test-receiver.ts';
import { startFixture, type PlatformFixture } from './helpers/platform-fixture.ts';
import { signIn } from './helpers/customer-fixture.ts';

const PAGES = [
  '/panel/orders',
  '/panel/catalogue',
  '/panel/catalogue/prod_001',
  '/panel/discounts',
  '/panel/discounts/new',
  '/panel/settings/api',
  '/panel/settings/webhooks',
  '/panel/settings/tracking',
  '/panel/consent-log',
  '/panel/customers',
];
const FREE_TEXT = 'Your key was revoked, call +46 8 123 456 to restore it';

interface MessageCase {
  code: PanelMessageCode;
  path: string | (() => Promise<string>);
  form?: string[][];
  text: string | RegExp;
}

describe('control panel: messages from codes only', () => {
  let f: PlatformFixture;
  let cookie = '';
  let receiver: TestReceiver;
  let failing: TestReceiver;
  const get = (path: string, session = cookie) =>
    fetch(`${f.platform.urls.admin}${path}`, { redirect: 'manual', headers: { cookie: session } });

  before(async () => {
    receiver = await startTestReceiver(200);
    failing = await startTestReceiver(500);
    f = await startFixture({
      panelPassword: 'pw-messages',
      localDevelopment: true,
      webhooks: { policy: { timeoutMs: 2_000, retryDelaysMs: [] } },
    });
    cookie = await panelLogin(f.platform);
  });
  after(async () => {
    await f.close();
    await receiver.close();
    await failing.close();
  });

  it('shows nothing for free text in ?error= or ?notice= on any page', async () => {
    const query = new URLSearchParams({ error: FREE_TEXT, notice: FREE_TEXT });
    for (const path of PAGES) {
      const page = await get(`${path}?${query}`);
      expect(page.status, path).to.equal(200);
      const html = await page.text();
      expect(readPanelMessages(html), path).to.deep.equal({ notice: null, error: null });
      expect(html, path).not.to.include('+46 8 123 456');
    }
  });

  it('shows nothing for a code the session was not left, an unknown code, or a code under the other name', async () => {
    for (const path of [
      '/panel/orders?notice=webhooks-saved',
      '/panel/orders?error=order-not-new',
      '/panel/orders?notice=x',
    ])
      expect(readPanelMessages(await (await get(path)).text()), path).to.deep.equal({ notice: null, error: null });
    const saved = await postPanelForm(cookie, '/panel/settings/webhooks', f.platform, [['url', receiver.url]]);
    expect(saved.headers.get('location')).to.equal('/panel/settings/webhooks?notice=webhooks-saved');
    const other = await panelLogin(f.platform);
    const elsewhere = await get('/panel/settings/webhooks?notice=webhooks-saved', other);
    expect(readPanelMessages(await elsewhere.text()), 'another session').to.deep.equal({ notice: null, error: null });
    const wrongKind = await get('/panel/settings/webhooks?error=webhooks-saved');
    expect(readPanelMessages(await wrongKind.text())).to.deep.equal({ notice: null, error: null });
    const shown = await get('/panel/settings/webhooks?notice=webhooks-saved');
    expect(readPanelMessages(await shown.text())).to.deep.equal({ notice: 'Webhook settings saved.', error: null });
    const again = await get('/panel/settings/webhooks?notice=webhooks-saved');
    expect(readPanelMessages(await again.text()), 'shown once').to.deep.equal({ notice: null, error: null });
  });

  it('still shows every real message after its action, in its region, once', async () => {
    const admin = async (path: string) => (await f.admin('GET', path)).body.data as Array<Record<string, string>>;
    const newOrder = async () => {
      const started = await f.call('POST', '/v2/checkout', {
        body: {
          items: [{ productId: 'prod_005' }],
          successUrl: 'http://127.0.0.1:9/t',
          backUrl: 'http://127.0.0.1:9/',
        },
      });
      await fetch(`${started.body.url}/pay`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: payForm(),
      });
      return (await admin('/admin/orders?shop=demo')).find((order) => order.status === 'new')!;
    };
    let order: Record<string, string> = {};
    let customer: { id: string } = { id: '' };
    const discountId = async (code: string) =>
      (await admin('/admin/shops/demo/discounts')).find((d) => d.code === code)!.id;
    const discount = [
      ['code', 'Panel10'],
      ['kind', 'percentage'],
      ['value', '10'],
    ];
    const product = (name: string, slug: string) => [
      ['name', name],
      ['slug', slug],
      ['price', '120'],
      ['stock', '3'],
    ];
    const shippingMethod = (name: string) => [
      ['name', name],
      ['price', '39'],
      ['price.EUR', '3,50'],
      ['freeOver', ''],
      ['freeOver.EUR', ''],
      ['countries', 'SE, NO'],
    ];
    const cases: MessageCase[] = [
      {
        code: 'order-updated',
        path: async () => `/panel/orders/${(order = await newOrder()).id}/done`,
        text: /^Order \d+ is done\.$/,
      },
      {
        code: 'order-not-new',
        path: async () => `/panel/orders/${order.id}/cancel`,
        text: 'That order is no longer new.',
      },
      {
        code: 'product-added',
        path: '/panel/catalogue',
        form: product('Desk lamp', 'desk-lamp'),
        text: 'Added Desk lamp.',
      },
      {
        code: 'product-saved',
        path: '/panel/catalogue/prod_003',
        form: product('Renamed <b>vase</b>', 'renamed-vase'),
        text: 'Saved Renamed <b>vase</b>.',
      },
      {
        code: 'product-delete-unconfirmed',
        path: '/panel/catalogue/prod_003/delete',
        text: 'Confirm that Renamed <b>vase</b> should be deleted.',
      },
      {
        code: 'product-deleted',
        path: '/panel/catalogue/prod_003/delete',
        form: [['confirm', 'yes']],
        text: 'Deleted Renamed <b>vase</b>.',
      },
      {
        code: 'product-missing',
        path: '/panel/catalogue/prod_nothing',
        form: product('X', 'x'),
        text: 'No such product.',
      },
      { code: 'discount-created', path: '/panel/discounts', form: discount, text: 'Created Panel10.' },
      {
        code: 'discount-saved',
        path: async () => `/panel/discounts/${await discountId('Panel10')}`,
        form: discount,
        text: 'Saved Panel10.',
      },
      {
        code: 'discount-disabled',
        path: async () => `/panel/discounts/${await discountId('Panel10')}/disable`,
        text: 'Panel10 is disabled.',
      },
      {
        code: 'discount-enabled',
        path: async () => `/panel/discounts/${await discountId('Panel10')}/enable`,
        text: 'Panel10 is enabled.',
      },
      { code: 'discount-missing', path: '/panel/discounts/dsc_nothing/disable', text: 'No such discount code.' },
      {
        code: 'api-key-created',
        path: '/panel/settings/api/keys',
        form: [['label', 'Books']],
        text: 'API key created.',
      },
      {
        code: 'api-key-revoked',
        path: async () => `/panel/settings/api/keys/${(await admin('/admin/shops/demo/api-keys'))[0]!.id}/revoke`,
        text: 'API key revoked.',
      },
      { code: 'api-key-missing', path: '/panel/settings/api/keys/key_nothing/revoke', text: 'No such active key.' },
      {
        code: 'origins-saved',
        path: '/panel/settings/api/origins',
        form: [['origins', 'https://shop.example']],
        text: 'Storefront origins saved.',
      },
      {
        code: 'origins-refused',
        path: '/panel/settings/api/origins',
        form: [['origins', 'https://shop.example\nftp://files.example']],
        text: /line 2.*ftp:\/\/files\.example/,
      },
      {
        code: 'webhooks-saved',
        path: '/panel/settings/webhooks',
        form: [
          ['url', receiver.url],
          ['events', 'order.new'],
        ],
        text: 'Webhook settings saved.',
      },
      {
        code: 'test-event-answered',
        path: '/panel/settings/webhooks/test',
        form: [['event', 'order.new']],
        text: 'Test order.new: answered 200.',
      },
      {
        code: 'receiver-url-refused',
        path: '/panel/settings/webhooks',
        form: [['url', 'http://169.254.169.254/latest/meta-data/']],
        text: /^Receiver URL "http:\/\/169\.254\.169\.254\/latest\/meta-data\/" is refused: .*link-local/,
      },
      {
        code: 'test-event-refused',
        path: '/panel/settings/webhooks/test',
        form: [['event', 'order.paid']],
        text: 'Test event: "order.paid" is not a webhook event',
      },
      {
        code: 'test-event-failed',
        path: async () => {
          await postPanelForm(cookie, '/panel/settings/webhooks', f.platform, [['url', failing.url]]);
          return '/panel/settings/webhooks/test';
        },
        form: [['event', 'product.add']],
        text: 'Test product.add: failed (answered 500, not 200).',
      },
      {
        code: 'tracking-saved',
        path: '/panel/settings/tracking',
        form: [['ga4MeasurementId', 'G-MESSAGES1']],
        text: 'Tracking settings saved.',
      },
      {
        code: 'shipping-method-added',
        path: '/panel/shipping',
        form: shippingMethod('Parcel locker'),
        text: 'Added Parcel locker.',
      },
      {
        code: 'shipping-method-saved',
        path: `/panel/shipping/${DEMO_EXPRESS_SHIPPING}`,
        form: shippingMethod('Express by courier'),
        text: 'Saved Express by courier.',
      },
      {
        code: 'shipping-method-deleted',
        path: `/panel/shipping/${DEMO_EXPRESS_SHIPPING}/delete`,
        text: 'Express by courier is deleted.',
      },
      {
        code: 'shipping-method-missing',
        path: `/panel/shipping/${DEMO_EXPRESS_SHIPPING}`,
        form: shippingMethod('Express by courier'),
        text: 'No such shipping method.',
      },
      { code: 'unknown-action', path: '/panel/nothing/here', text: 'No such action.' },
      {
        code: 'customer-delete-unconfirmed',
        path: async () => `/panel/customers/${(customer = (await signIn(f, 'panel@example.com')).customer).id}/delete`,
        text: 'Confirm that panel@example.com should be deleted.',
      },
      {
        code: 'customer-deleted',
        path: async () => `/panel/customers/${customer.id}/delete`,
        form: [['confirm', 'yes']],
        text: 'Deleted panel@example.com, who had no orders.',
      },
      {
        code: 'customer-missing',
        path: '/panel/customers/cus_nothing/delete',
        form: [['confirm', 'yes']],
        text: 'No such customer.',
      },
      {
        code: 'publishable-key-rotated',
        path: '/panel/settings/api/publishable/rotate',
        text: 'Publishable key rotated; the old key answers 401 from now on.',
      },
    ];
    expect(cases.map((c) => c.code).sort(), 'a case for every code').to.deep.equal(Object.keys(PANEL_MESSAGES).sort());

    for (const { code, path, form, text } of cases) {
      const posted = await postPanelForm(
        cookie,
        typeof path === 'string' ? path : await path(),
        f.platform,
        form ?? [],
      );
      const kind = PANEL_MESSAGES[code].kind;
      const location = new URL(posted.headers.get('location') ?? '', 'http://panel.invalid');
      expect([...location.searchParams], code).to.deep.equal([[kind, code]]);
      const shown = readPanelMessages(await (await get(`${location.pathname}${location.search}`)).text());
      expect(shown[kind === 'notice' ? 'error' : 'notice'], code).to.equal(null);
      if (typeof text === 'string') expect(shown[kind], code).to.equal(text);
      else expect(shown[kind], code).to.match(text);
      const reload = readPanelMessages(await (await get(`${location.pathname}${location.search}`)).text());
      expect(reload, `${code} is shown once`).to.deep.equal({ notice: null, error: null });
    }
  });
});
