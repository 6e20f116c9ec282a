// Webhook receivers must be public: loopback, link-local, private, unique-local, CGNAT, unspecified and multicast
// addresses are refused on save, on "Send test" and at delivery (names resolved, every address checked, and checked
// again when connecting). Local development opens loopback and the private ranges, never link-local addresses or a
// cloud metadata service, whatever the spelling.
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

  it('opens this machine and private networks for local development', async () => {
    const local = createWebhookUrlPolicy({ allowPrivateNetworks: true });
    await local.check('http://127.0.0.1:9/');
    await local.check('http://[::1]:9/');
    for (const address of ['10.0.0.1', '172.16.0.1', '192.168.1.1', 'fd12::1', '100.64.0.1', '::ffff:127.0.0.1'])
      expect(local.describeRefusal(address), address).to.equal(null);
    expect(local.describeRefusal('224.0.0.1')).to.include('multicast');
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
    const { error } = await describePanelOutcome(platform, cookie, answer);
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
    expect((await describePanelOutcome(platform, cookie, saved)).notice).to.equal('Webhook settings saved.');
    const test = await postPanelForm(cookie, '/panel/settings/webhooks/test', platform, [['event', 'order.new']]);
    expect((await describePanelOutcome(platform, cookie, test)).error)
      .to.include('192.168.0.10')
      .and.include('private');
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

describe('webhook URL policy: link-local and metadata targets, refused in every mode', () => {
  const RULE =
    'link-local addresses and cloud metadata services never receive webhooks, not even for local development';
  const local = createWebhookUrlPolicy({ allowPrivateNetworks: true });
  const operator = createWebhookUrlPolicy({ allowedNetworks: ['169.254.0.0/16', 'fe80::/10', 'fd00::/8'] });

  /** Every spelling the URL parser accepts for a link-local or metadata target, and what the refusal names. */
  const TARGETS: Record<string, string> = {
    'http://169.254.169.254/latest/meta-data/': 'host 169.254.169.254, a link-local address: the cloud metadata',
    'http://169.254.0.1/': 'host 169.254.0.1, a link-local address',
    'http://169.254.255.254:8080/': 'host 169.254.255.254, a link-local address',
    'http://169.254.170.2/v2/credentials/': 'the AWS container metadata service',
    'http://2852039166/': 'host 169.254.169.254, a link-local address',
    'http://0xa9.0xfe.0xa9.0xfe/': 'host 169.254.169.254, a link-local address',
    'http://0251.0376.0251.0376/': 'host 169.254.169.254, a link-local address',
    'http://169.254.43518/': 'host 169.254.169.254, a link-local address',
    'http://169.254.169.254./': 'host 169.254.169.254, a link-local address',
    'http://[fe80::1]/': 'host fe80::1, a link-local address',
    'http://[fe80::a9fe:a9fe]:8080/': 'host fe80::a9fe:a9fe, a link-local address',
    'http://[febf:ffff::1]/': 'host febf:ffff::1, a link-local address',
    'http://[::ffff:169.254.169.254]/': 'host ::ffff:a9fe:a9fe, a link-local address',
    'http://[::169.254.169.254]/': 'embeds 169.254.169.254, a link-local address',
    'http://[64:ff9b::169.254.169.254]/': 'embeds 169.254.169.254, a link-local address',
    'http://[2002:a9fe:a9fe::1]/': 'embeds 169.254.169.254, a link-local address',
    'http://[2001:0:4136:e378:8000:63bf:5601:5601]/': 'embeds 169.254.169.254, a link-local address',
    'http://[fd00:ec2::254]/latest/meta-data/': 'the AWS metadata and instance services',
    'http://[fd20:ce::254]/': 'the Google Cloud metadata service',
    'http://100.100.100.200/latest/meta-data/': 'the Alibaba Cloud metadata service',
    'http://168.63.129.16/machine/': 'the Azure platform endpoint',
    'http://metadata.google.internal/computeMetadata/v1/': 'host "metadata.google.internal" names a cloud metadata',
    'http://METADATA.google.internal./computeMetadata/v1/': 'host "metadata.google.internal" names a cloud metadata',
    'http://metadata/computeMetadata/v1/': 'host "metadata" names a cloud metadata service',
  };
  for (const [url, reason] of Object.entries(TARGETS)) {
    it(`refuses ${url} with local development on, and with the operator's networks`, async () => {
      for (const policy of [local, operator]) {
        const error = await policy.check(url, 'Receiver URL').catch((e: unknown) => e);
        expect(error).to.be.instanceOf(WebhookUrlError);
        expect((error as Error).message)
          .to.include(`Receiver URL ${JSON.stringify(url)} is refused: `)
          .and.include(reason)
          .and.include(RULE);
      }
    });
  }

  it('refuses at connect time, with local development on, a name that switched to a link-local address', async () => {
    const receiver = await startReceiver();
    // Loopback for the check on save and before the attempt, link-local for the lookup of the connection itself.
    const answers = [['127.0.0.1'], ['127.0.0.1'], ['169.254.169.254']];
    const { resolve, calls } = tableResolver({ 'rebind.example': answers });
    const policy = createWebhookUrlPolicy({ resolve, allowPrivateNetworks: true });
    const guarded = createGuardedWebhookFetch(policy);
    try {
      await policy.check(`http://rebind.example:${receiver.port}/hook`);
      const error = await guarded(`http://rebind.example:${receiver.port}/hook`, { method: 'GET' }).catch(
        (e: Error) => e,
      );
      expect((error as Error).message)
        .to.include('169.254.169.254')
        .and.include('link-local');
      expect(calls).to.deep.equal(['rebind.example', 'rebind.example', 'rebind.example']);
      expect(receiver.seen).to.deep.equal([]);
    } finally {
      await receiver.close();
    }
  });
});

describe('webhook URL policy on a platform started for local development', () => {
  let platform: RunningPlatform;
  before(async () => {
    platform = await startPlatform({
      localDevelopment: true,
      panelPassword: 'pw-local',
      webhooks: { policy: { timeoutMs: 1_000, retryDelaysMs: [] } },
    });
  });
  after(() => platform.close());

  it('refuses the metadata service on save in the panel and the admin API, naming the rule', async () => {
    const cookie = await panelLogin(platform);
    const url = 'http://169.254.169.254/latest/meta-data/';
    const answer = await postPanelForm(cookie, '/panel/settings/webhooks', platform, [
      ['url', url],
      ['events', 'order.new'],
    ]);
    expect((await describePanelOutcome(platform, cookie, answer)).error)
      .to.include(`Receiver URL "${url}" is refused`)
      .and.include('link-local');
    const put = await fetch(`${platform.urls.admin}/admin/shops/demo/webhooks`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${platform.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ url: 'http://[fe80::1]:8080/hooks', events: ['order.new'] }),
    });
    const body = (await put.json()) as { error: { message: string; details: unknown } };
    expect(put.status).to.equal(400);
    expect(body.error.details).to.deep.equal({ field: 'url' });
    expect(body.error.message).to.include('fe80::1').and.include('never receive webhooks');
    expect(await platform.db.transaction((tx) => findWebhookSettings(tx, 'demo'))).to.equal(null);
  });

  it('refuses at delivery a link-local receiver saved before the rule, and logs why', async () => {
    await platform.db.transaction(async (tx) => {
      await saveWebhookSettings(tx, 'demo', { url: 'http://169.254.169.254/latest/meta-data/', events: ['order.new'] });
      await queueWebhook(tx, { shopId: 'demo', event: 'order.new', targetId: 'ord_1' }, Date.now());
    });
    await platform.webhooks.idle();
    const [entry] = await platform.db.transaction((tx) => listWebhookLog(tx, 'demo'));
    expect(entry).to.include({ status: null, outcome: 'gave_up' });
    expect(entry!.error).to.include('refused: host 169.254.169.254, a link-local address');
  });
});
