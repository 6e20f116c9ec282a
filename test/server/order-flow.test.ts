import { expect } from 'chai';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { listOrders } from '../../demo/platform/repo/orders.ts';
import { findProductBySlug, listAllProducts } from '../../demo/platform/repo/products.ts';
import { startPlatform, type RunningPlatform } from '../../demo/platform/start-platform.ts';
import { createAdminClient } from '../../src/server/create-admin-client.ts';
import { createWebhookHandler } from '../../src/server/create-webhook-handler.ts';
import type { ShopkitWebhookEvent } from '../../src/server/webhook-events.ts';
import { formatMoney } from '../../src/index.ts';
import { panelLogin, postPanelForm } from '../helpers/panel-client.ts';
import { payForm } from '../helpers/pay-form.ts';

const form = postPanelForm;

describe('order flow: commerce API -> hosted checkout Pay -> webhook receiver -> REST v1', () => {
  let platform: RunningPlatform;
  let receiver: http.Server;
  const events: ShopkitWebhookEvent[] = [];
  const handler = createWebhookHandler({
    onEvent: (event) => {
      events.push(event);
    },
  });

  before(async () => {
    platform = await startPlatform({
      storefrontOrigins: { demo: ['http://127.0.0.1:9'] },
      panelPassword: 'test-password-1',
      localDevelopment: true,
      webhooks: { policy: { timeoutMs: 2_000, retryDelaysMs: [5, 10] } },
    });
    receiver = http.createServer((req, res) => handler.node(req, res));
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  });
  after(async () => {
    receiver.close();
    await platform.close();
  });

  it('keeps every panel page behind the password', async () => {
    for (const path of [
      '/panel',
      '/panel/orders',
      '/panel/catalogue',
      '/panel/settings/api',
      '/panel/settings/webhooks',
    ]) {
      const response = await fetch(`${platform.urls.admin}${path}`, { redirect: 'manual' });
      expect(response.status, path).to.equal(303);
      expect(response.headers.get('location')).to.equal('/panel/login');
    }
    const post = await form('', '/panel/settings/api/keys', platform, [['label', 'x']]);
    expect(post.status).to.equal(401);
    const wrong = await fetch(`${platform.panel.url}/login`, {
      method: 'POST',
      body: new URLSearchParams({ password: 'nope' }),
    });
    expect(wrong.status).to.equal(401);
  });

  it('delivers order.new for a paid checkout and lists the order through the admin client', async () => {
    const cookie = await panelLogin(platform);
    const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/shop-hooks`;
    const saved = await form(cookie, '/panel/settings/webhooks', platform, [
      ['url', receiverUrl],
      ['events', 'order.new'],
      ['events', 'order.done'],
    ]);
    expect(saved.status).to.equal(303);
    expect((await form(cookie, '/panel/settings/api/keys', platform, [['label', 'ERP']])).status).to.equal(303);
    const keyPage = await (await fetch(`${platform.panel.url}/settings/api`, { headers: { cookie } })).text();
    const again = await (await fetch(`${platform.panel.url}/settings/api`, { headers: { cookie } })).text();
    expect(again).not.to.contain('id="new-api-key"');
    const apiKey = /id="new-api-key">([^<]+)</.exec(keyPage)?.[1] ?? '';
    expect(apiKey).to.match(/^shop_sk_demo_/);

    const products = await platform.db.transaction((tx) => listAllProducts(tx, 'demo'));
    const product = products.find((p) => p.variants.length === 1 && (p.variants[0]!.stock ?? 9) > 0)!;
    const api = (path: string, body: unknown) =>
      fetch(`${platform.urls.api}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${platform.keys.demo}`,
          'content-type': 'application/json',
          'idempotency-key': `${path}-${Date.now()}`,
        },
        body: JSON.stringify(body),
      }).then((r) => r.json() as Promise<Record<string, any>>);
    const cart = await api('/v2/cart', { items: [{ productId: product.id, quantity: 2 }] });
    const handoff = await api('/v2/checkout', {
      cartId: cart.id,
      successUrl: 'http://127.0.0.1:9/thanks',
      backUrl: 'http://127.0.0.1:9/cart',
    });
    const pay = await fetch(`${platform.urls.checkout}/session/${handoff.sessionId}/pay`, {
      method: 'POST',
      redirect: 'manual',
      body: payForm({ name: 'Ada Lovelace', email: 'ada@example.com' }),
    });
    expect(pay.status).to.equal(303);
    const order = (await platform.db.transaction((tx) => listOrders(tx))).at(-1)!;

    await platform.webhooks.idle();
    await handler.idle();
    expect(events).to.deep.equal([
      { type: 'order.new', group: 'order', id: order.id, orderId: order.id, surface: 'shopkit' },
    ]);

    const client = createAdminClient({ apiKey, baseUrl: platform.v1.url, ca: platform.v1.ca });
    const page = await client.orders.list({ status: 'new', includeLines: true });
    expect(page.data[0]).to.include({ id: order.id, number: order.number, total: order.total, status: 'new' });
    expect(page.data[0]!.customer).to.deep.equal({ email: 'ada@example.com', name: 'Ada Lovelace' });
    expect(page.data[0]!.lines!.map((l) => [l.productId, l.quantity])).to.deep.equal([[product.id, 2]]);

    // The panel shows the order's time as a human date in the shop's locale (sv-SE), the instant kept in datetime.
    const orders = await (await fetch(`${platform.panel.url}/orders`, { headers: { cookie } })).text();
    const time = new RegExp(`<time datetime="${order.createdAt}">([^<]+)</time>`).exec(orders)?.[1];
    expect(time).to.match(/^\d{1,2} [a-zäö]+\.? \d{4} \d{2}:\d{2} UTC$/);
    expect(orders).to.contain(formatMoney(order.total, 'SEK', 'sv-SE'));
    const done = await form(cookie, `/panel/orders/${order.id}/done`, platform, []);
    expect(done.status).to.equal(303);
    await platform.webhooks.idle();
    await handler.idle();
    expect(events.map((e) => e.type)).to.deep.equal(['order.new', 'order.done']);
    expect((await client.orders.list({ status: 'done' })).data.map((o) => o.id)).to.deep.equal([order.id]);
  });

  it('sends product events for catalogue edits in the panel, and none for a stock-only edit', async () => {
    const cookie = await panelLogin(platform);
    const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/shop-hooks`;
    const productEvents = ['product.add', 'product.update', 'product.delete'].map((event) => ['events', event]);
    expect(
      (await form(cookie, '/panel/settings/webhooks', platform, [['url', receiverUrl], ...productEvents])).status,
    ).to.equal(303);
    const seen = () => events.filter((e) => e.group === 'product').map((e) => e.type);
    const fields = (name: string, price: string, stock: string) => [
      ['name', name],
      ['slug', 'linen-napkins'],
      ['description', 'Four napkins.'],
      ['price', price],
      ['stock', stock],
    ];

    expect((await form(cookie, '/panel/catalogue', platform, fields('Linen Napkins', '199', '10'))).status).to.equal(
      303,
    );
    const added = (await platform.db.transaction((tx) => findProductBySlug(tx, 'demo', 'linen-napkins')))!;
    expect(
      (await form(cookie, `/panel/catalogue/${added.id}`, platform, fields('Linen Napkins', '199', '4'))).status,
    ).to.equal(303);
    await platform.webhooks.idle();
    await handler.idle();
    expect(seen(), 'a stock-only edit is no product.update').to.deep.equal(['product.add']);

    expect(
      (await form(cookie, `/panel/catalogue/${added.id}`, platform, fields('Linen Napkins, set of four', '199', '4')))
        .status,
    ).to.equal(303);
    const unconfirmed = await form(cookie, `/panel/catalogue/${added.id}/delete`, platform, []);
    expect(unconfirmed.headers.get('location')).to.match(new RegExp(`^/panel/catalogue/${added.id}/delete\\?error=`));
    expect(await platform.db.transaction((tx) => findProductBySlug(tx, 'demo', 'linen-napkins'))).not.to.equal(null);
    const confirmPage = await (
      await fetch(`${platform.panel.url}/catalogue/${added.id}/delete`, { headers: { cookie } })
    ).text();
    expect(confirmPage)
      .to.contain('<h1>Delete Linen Napkins, set of four?</h1>')
      .and.contain('name="confirm" value="yes"');
    expect((await form(cookie, `/panel/catalogue/${added.id}/delete`, platform, [['confirm', 'yes']])).status).to.equal(
      303,
    );
    expect(await platform.db.transaction((tx) => findProductBySlug(tx, 'demo', 'linen-napkins'))).to.equal(null);
    await platform.webhooks.idle();
    await handler.idle();
    expect(seen()).to.deep.equal(['product.add', 'product.update', 'product.delete']);
    expect(events.filter((e) => e.group === 'product').every((e) => e.id === added.id)).to.equal(true);
  });
});
