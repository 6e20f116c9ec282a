// Webhook receivers must be public: loopback, link-local, private, unique-local, CGNAT, unspecified and multicast
// addresses are refused on save, on "Send test" and at delivery (names resolved, every address checked, and checked
// again when connecting), unless the platform runs for local development.
import { expect } from 'chai';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startPlatform, type RunningPlatform } from '../../demo/platform/start-platform.ts';
import { createGuardedWebhookFetch } from '../../demo/platform/webhooks/guarded-webhook-fetch.ts';
import { listWebhookLog } from '../../demo/platform/repo/webhook-log.ts';
import { findWebhookSettings, saveWebhookSettings } from '../../demo/platform/repo/webhook-settings.ts';
import { queueWebhook } from '../../demo/platform/webhooks/queue-webhook.ts';
import {
  createWebhookUrlPolicy,
  WebhookUrlError,
  type ResolvedAddress,
} from '../../demo/platform/webhooks/webhook-url-policy.ts';
import { describePanelOutcome, panelLogin, postPanelForm } from '../helpers/panel-client.ts';

const PUBLIC_V4 = '93.184.216.34';

/** A resolver from a table; each host answers its list in turn, the last one again and again. */
function tableResolver(table: Record<string, string[][]>) {
  const calls: string[] = [];
  const resolve = async (host: string): Promise<ResolvedAddress[]> => {
    calls.push(host);
    const answers = table[host];
    if (!answers) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    const list = answers.length > 1 ? answers.shift()! : answers[0]!;
    return list.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { resolve, calls };
}

async function startReceiver() {
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    seen.push(req.url ?? '');
    res.writeHead(200).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    seen,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

describe('webhook URL policy', () => {
  const policy = createWebhookUrlPolicy();

  const REFUSED: Record<string, string> = {
    '127.0.0.1': 'loopback',
    '::1': 'loopback',
    '::ffff:127.0.0.1': 'loopback',
    '10.1.2.3': 'private',
    '172.16.0.1': 'private',
    '192.168.1.1': 'private',
    '169.254.169.254': 'link-local',
    'fe80::1': 'link-local',
    'fd12::1': 'unique-local',
    '100.64.0.1': 'CGNAT',
    '0.0.0.0': 'unspecified',
    '::': 'unspecified',
    '224.0.0.1': 'multicast',
    'ff02::1': 'multicast',
    '2002:7f00:1::': '6to4',
  };
  for (const [address, words] of Object.entries(REFUSED)) {
    it(`refuses ${address} (${words})`, () => {
      expect(policy.describeRefusal(address)).to.include(words);
    });
  }

  it('accepts public unicast addresses', () => {
    expect(policy.describeRefusal(PUBLIC_V4)).to.equal(null);
    expect(policy.describeRefusal('2606:4700::1')).to.equal(null);
  });

  it('accepts a private range an operator allowed, and nothing beside it', () => {
    const internal = createWebhookUrlPolicy({ allowedNetworks: ['10.20.0.0/16'] });
    expect(internal.describeRefusal('10.20.3.4')).to.equal(null);
    expect(internal.describeRefusal('10.21.0.1')).to.include('private');
    expect(() => createWebhookUrlPolicy({ allowedNetworks: ['10.20.0.0'] })).to.throw(/10\.20\.0\.0/);
  });

  it('names the field and the value, and refuses a name when any of its addresses is internal', async () => {
    const { resolve } = tableResolver({ 'hooks.example': [[PUBLIC_V4, '10.0.0.7']] });
    const named = createWebhookUrlPolicy({ resolve });
    const error = await named.check('https://hooks.example/in', 'Receiver URL').catch((e: unknown) => e);
    expect(error).to.be.instanceOf(WebhookUrlError);
    expect((error as WebhookUrlError).field).to.equal('Receiver URL');
    expect((error as Error).message)
      .to.include('Receiver URL "https://hooks.example/in"')
      .and.include('10.0.0.7');
    const literal = await policy.check('http://[::1]:8080/x').catch((e: Error) => e.message);
    expect(literal).to.include('url "http://[::1]:8080/x"').and.include('loopback');
    const unknown = await named.check('https://nowhere.example/').catch((e: Error) => e.message);
    expect(unknown).to.include('does not resolve');
  });

  it('lets everything through for local development', async () => {
    const local = createWebhookUrlPolicy({ allowPrivateNetworks: true });
    await local.check('http://127.0.0.1:9/');
    expect(local.describeRefusal('10.0.0.1')).to.equal(null);
  });

  it('refuses at connect time a name that switched to an internal address after the check (DNS rebinding)', async () => {
    const receiver = await startReceiver();
    const { resolve, calls } = tableResolver({ 'rebind.example': [[PUBLIC_V4], ['127.0.0.1']] });
    const guarded = createGuardedWebhookFetch(createWebhookUrlPolicy({ resolve }));
    try {
      const error = await guarded(`http://rebind.example:${receiver.port}/hook`, { method: 'GET' }).catch(
        (e: Error) => e,
      );
      expect((error as Error).message)
        .to.include('127.0.0.1')
        .and.include('loopback');
      expect(calls).to.deep.equal(['rebind.example', 'rebind.example']);
      expect(receiver.seen).to.deep.equal([]);
    } finally {
      await receiver.close();
    }
  });

  it('connects through the checked lookup to an allowed receiver', async () => {
    const receiver = await startReceiver();
    const { resolve } = tableResolver({ 'hooks.internal': [['127.0.0.1']] });
    const guarded = createGuardedWebhookFetch(createWebhookUrlPolicy({ resolve, allowedNetworks: ['127.0.0.1/32'] }));
    try {
      const response = await guarded(`http://hooks.internal:${receiver.port}/hook?event_type=order.new`, {
        method: 'GET',
      });
      expect(response.status).to.equal(200);
      expect(receiver.seen).to.deep.equal(['/hook?event_type=order.new']);
    } finally {
      await receiver.close();
    }
  });
});

describe('webhook URL policy on the platform (not local development)', () => {
  let platform: RunningPlatform;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const table: Record<string, string[][]> = {};
  before(async () => {
    receiver = await startReceiver();
    platform = await startPlatform({
      panelPassword: 'pw-policy',
      webhookUrls: { resolve: tableResolver(table).resolve },
      webhooks: { policy: { timeoutMs: 1_000, retryDelaysMs: [] } },
    });
  });
  after(async () => {
    await platform.close();
    await receiver.close();
  });

  it('refuses a loopback receiver on save, naming the field and the value, and keeps the old settings', async () => {
    const cookie = await panelLogin(platform);
    const url = `http://127.0.0.1:${receiver.port}/hook`;
    const answer = await postPanelForm(cookie, '/panel/settings/webhooks', platform, [
      ['url', url],
      ['events', 'order.new'],
    ]);
    const { error } = describePanelOutcome(answer);
    expect(error).to.include(`Receiver URL "${url}"`).and.include('loopback');
    expect(await platform.db.transaction((tx) => findWebhookSettings(tx, 'demo'))).to.equal(null);
  });

  it('refuses "Send test" when the saved name now resolves to a private address', async () => {
    table['shop-hooks.example'] = [[PUBLIC_V4], ['192.168.0.10']];
    const cookie = await panelLogin(platform);
    const saved = await postPanelForm(cookie, '/panel/settings/webhooks', platform, [
      ['url', 'https://shop-hooks.example/in'],
      ['events', 'order.new'],
    ]);
    expect(describePanelOutcome(saved).notice).to.equal('Webhook settings saved.');
    const test = await postPanelForm(cookie, '/panel/settings/webhooks/test', platform, [['event', 'order.new']]);
    expect(describePanelOutcome(test).error).to.include('192.168.0.10').and.include('private');
  });

  it('refuses at delivery a receiver saved before the rule, and logs why', async () => {
    await platform.db.transaction(async (tx) => {
      await saveWebhookSettings(tx, 'demo', {
        url: `http://127.0.0.1:${receiver.port}/old`,
        events: ['product.update'],
      });
      await queueWebhook(tx, { shopId: 'demo', event: 'product.update', targetId: 'prod_001' }, Date.now());
    });
    await platform.webhooks.idle();
    const [entry] = await platform.db.transaction((tx) => listWebhookLog(tx, 'demo'));
    expect(entry!.status).to.equal(null);
    expect(entry!.error).to.include('refused').and.include('loopback');
    expect(receiver.seen).to.deep.equal([]);
  });
});
