// The admin API manages REST keys (the secret shown once, at creation) and webhooks (settings under the URL policy,
// the delivery log, a test event), so automation need not fill in panel forms.
import { expect } from 'chai';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startPlatform, type RunningPlatform } from '../../demo/platform/start-platform.ts';
import { createAdminClient } from '../../src/server/create-admin-client.ts';

async function admin(platform: RunningPlatform, method: string, path: string, body?: unknown) {
  const response = await fetch(`${platform.urls.admin}${path}`, {
    method,
    headers: { authorization: `Bearer ${platform.adminToken}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : JSON.parse(text) };
}

describe('admin API: REST keys and webhooks', () => {
  let platform: RunningPlatform;
  let receiver: http.Server;
  let receiverUrl = '';
  const seen: string[] = [];

  before(async () => {
    platform = await startPlatform({
      localDevelopment: true,
      webhooks: { policy: { timeoutMs: 1_000, retryDelaysMs: [] } },
    });
    receiver = http.createServer((req, res) => {
      seen.push(req.url ?? '');
      res.writeHead(200).end();
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  });
  after(async () => {
    receiver.close();
    await platform.close();
  });

  it('creates a REST key that works, shows its secret only in that answer, lists and revokes it', async () => {
    const created = await admin(platform, 'POST', '/admin/shops/demo/api-keys', { label: 'ERP sync' });
    expect(created.status).to.equal(201);
    expect(created.body.key).to.match(/^shop_sk_demo_[A-Za-z0-9]{32}$/);
    expect(created.body).to.include({ label: 'ERP sync', revokedAt: null });
    expect(created.body).not.to.have.property('hash');
    const client = createAdminClient({ apiKey: created.body.key, baseUrl: platform.v1.url, ca: platform.v1.ca });
    expect(await client.products.count()).to.be.a('number');

    const listed = await admin(platform, 'GET', '/admin/shops/demo/api-keys');
    const entry = listed.body.data.find((k: { id: string }) => k.id === created.body.id);
    expect(entry).to.include({ label: 'ERP sync', hint: created.body.hint });
    expect(JSON.stringify(listed.body)).not.to.include(created.body.key.slice(-20));
    expect(JSON.stringify(listed.body)).not.to.include('"hash"');

    const revoked = await admin(platform, 'POST', `/admin/shops/demo/api-keys/${created.body.id}/revoke`);
    expect(revoked.status).to.equal(200);
    expect(revoked.body.revokedAt).to.be.a('string');
    expect((await admin(platform, 'POST', `/admin/shops/demo/api-keys/${created.body.id}/revoke`)).status).to.equal(
      404,
    );
    const refused = await client.products.count().catch((error: Error) => error);
    expect(refused).to.be.instanceOf(Error);
  });

  it('refuses a label that is not short text, and a shop that does not exist', async () => {
    const long = await admin(platform, 'POST', '/admin/shops/demo/api-keys', { label: 'x'.repeat(101) });
    expect(long.status).to.equal(400);
    expect(long.body.error.details).to.deep.equal({ field: 'label' });
    expect((await admin(platform, 'GET', '/admin/shops/nowhere/api-keys')).status).to.equal(404);
    expect((await admin(platform, 'GET', '/admin/shops/__proto__/api-keys')).status).to.equal(400);
  });

  it('sets the webhook URL and events, sends a test event and lists the delivery', async () => {
    const put = await admin(platform, 'PUT', '/admin/shops/demo/webhooks', {
      url: receiverUrl,
      events: ['order.new', 'product.update'],
    });
    expect(put.status).to.equal(200);
    expect(put.body).to.deep.equal({ url: receiverUrl, events: ['order.new', 'product.update'] });
    const read = await admin(platform, 'GET', '/admin/shops/demo/webhooks');
    expect(read.body).to.include({ url: receiverUrl });
    expect(read.body.eventTypes).to.include('order.cancelled');

    const test = await admin(platform, 'POST', '/admin/shops/demo/webhooks/test', { event: 'order.new' });
    expect(test.status).to.equal(200);
    expect(test.body).to.include({ event: 'order.new', status: 200, test: true });
    expect(seen.at(-1)).to.equal('/hooks?event_type=order.new&order_id=ord_test_0001');
    const deliveries = await admin(platform, 'GET', '/admin/shops/demo/webhooks/deliveries');
    expect(deliveries.body.data[0]).to.include({ event: 'order.new', status: 200, test: true });
  });

  it('refuses unknown events and a bad URL, naming the field', async () => {
    const events = await admin(platform, 'PUT', '/admin/shops/demo/webhooks', {
      url: receiverUrl,
      events: ['order.paid'],
    });
    expect(events.status).to.equal(400);
    expect(events.body.error.details).to.deep.equal({ field: 'events' });
    const url = await admin(platform, 'PUT', '/admin/shops/demo/webhooks', { url: 'ftp://x.example/', events: [] });
    expect(url.status).to.equal(400);
    expect(url.body.error.details).to.deep.equal({ field: 'url' });
    const event = await admin(platform, 'POST', '/admin/shops/demo/webhooks/test', { event: 'nope' });
    expect(event.body.error.details).to.deep.equal({ field: 'event' });
  });
});

describe('admin API: webhook URLs outside local development', () => {
  let platform: RunningPlatform;
  before(async () => {
    platform = await startPlatform();
  });
  after(() => platform.close());

  it('refuses a private receiver with a 400 naming the field and the value', async () => {
    const answer = await admin(platform, 'PUT', '/admin/shops/demo/webhooks', {
      url: 'http://10.0.0.8/hooks',
      events: ['order.new'],
    });
    expect(answer.status).to.equal(400);
    expect(answer.body.error.details).to.deep.equal({ field: 'url' });
    expect(answer.body.error.message).to.include('10.0.0.8').and.include('private');
    expect((await admin(platform, 'GET', '/admin/shops/demo/webhooks')).body.url).to.equal('');
  });
});
