import { expect } from 'chai';
import { describeClientNetwork } from '../../demo/platform/consent/client-network.ts';
import { createMigrator } from '../../demo/platform/db/migrate.ts';
import { openPrivateDatabase } from '../../demo/platform/db/open-database.ts';
import { csvField } from '../../demo/platform/panel/consent-log-csv.ts';
import { startFixture, type PlatformFixture } from './helpers/platform-fixture.ts';

const ID = (n: number) => `3f1c2a4b-5d6e-4f70-8a9b-${String(n).padStart(12, '0')}`;
const record = (n: number, extra: Record<string, unknown> = {}) => ({
  consentId: ID(n),
  revision: 2,
  categories: { analytics: true, marketing: false },
  decidedAt: '2026-01-15T12:00:00.000Z',
  ...extra,
});

async function rowsOf(f: PlatformFixture) {
  return f.platform.db.kysely.selectFrom('consentRecords').selectAll().orderBy('seq').execute();
}

describe('platform: tracking settings and the consent log', () => {
  let f: PlatformFixture;
  beforeEach(async () => {
    f = await startFixture();
  });
  afterEach(() => f.close());

  it('GET /v2/shop carries the tracking settings, none set on a fresh shop', async () => {
    const shop = await f.call('GET', '/v2/shop');
    expect(shop.body.tracking).to.deep.equal({
      ga4MeasurementId: null,
      gtmContainerId: null,
      metaPixelId: null,
      consentLog: false,
      googleTagOrigin: null,
      metaPixelOrigin: null,
    });
  });

  it('takes tracking settings through the admin API and refuses a malformed id naming the field', async () => {
    const saved = await f.admin('PUT', '/admin/shops/demo/tracking', {
      ga4MeasurementId: 'G-AB12CD34EF',
      metaPixelId: ' 123456789012345 ',
      consentLog: true,
    });
    expect(saved.status).to.equal(200);
    expect((await f.call('GET', '/v2/shop')).body.tracking).to.deep.equal({
      ga4MeasurementId: 'G-AB12CD34EF',
      gtmContainerId: null,
      metaPixelId: '123456789012345',
      consentLog: true,
      googleTagOrigin: null,
      metaPixelOrigin: null,
    });
    const bad = await f.admin('PUT', '/admin/shops/demo/tracking', { gtmContainerId: 'UA-1234-1' });
    expect(bad.status).to.equal(400);
    expect(bad.body.error.details.field).to.equal('gtmContainerId');
    expect(bad.body.error.message).to.contain('"UA-1234-1"');
    expect((await f.admin('PUT', '/admin/shops/demo/tracking', { facebook: '1' })).status).to.equal(400);
    expect((await f.admin('GET', '/admin/shops/nope/tracking')).status).to.equal(404);
  });

  it('answers 409 consent_log_off while the shop keeps no log, and stores nothing', async () => {
    const answer = await f.call('POST', '/v2/consent', { body: record(1) });
    expect(answer.status).to.equal(409);
    expect(answer.body.error.code).to.equal('consent_log_off');
    expect(await rowsOf(f)).to.have.length(0);
  });

  it("refuses a browser request from a page that is not one of the shop's storefront origins", async () => {
    await f.admin('PUT', '/admin/shops/demo/tracking', { consentLog: true });
    for (const origin of ['https://elsewhere.example', 'null']) {
      const answer = await f.call('POST', '/v2/consent', { body: record(1), headers: { origin } });
      expect(answer.status, origin).to.equal(400);
      expect(answer.body.error.details.field).to.equal('Origin');
    }
    const server = await f.call('POST', '/v2/consent', { body: record(1) });
    expect(server.status, 'no Origin (a server) is recorded without a page origin').to.equal(201);
    expect((await rowsOf(f))[0]!.pageOrigin).to.equal(null);
  });

  it('records a decision with the page origin and the network, never the full address', async () => {
    await f.admin('PUT', '/admin/shops/demo/tracking', { consentLog: true });
    const answer = await f.call('POST', '/v2/consent', {
      body: record(1),
      headers: { origin: 'https://shop.example' },
    });
    expect(answer.status).to.equal(201);
    expect(answer.body.consentId).to.equal(ID(1));
    const [row] = await rowsOf(f);
    expect(row).to.deep.include({
      shopId: 'demo',
      consentId: ID(1),
      decidedAt: '2026-01-15T12:00:00.000Z',
      revision: 2,
      analytics: 1,
      marketing: 0,
      pageOrigin: 'https://shop.example',
      recordedAt: answer.body.recordedAt,
    });
    expect(row!.clientNetwork).to.match(/^127\.0\.0\.0\/24$|^::\/48$/);
    expect(JSON.stringify(row)).not.to.contain('127.0.0.1');
  });

  it('keeps one record per consent id however often it is sent', async () => {
    await f.admin('PUT', '/admin/shops/demo/tracking', { consentLog: true });
    const first = await f.call('POST', '/v2/consent', { body: record(1) });
    const again = await f.call('POST', '/v2/consent', { body: record(1, { revision: 3 }) });
    expect(again.status).to.equal(200);
    expect(again.body).to.deep.equal(first.body);
    const rows = await rowsOf(f);
    expect(rows).to.have.length(1);
    expect(rows[0]!.revision).to.equal(2);
  });

  it('refuses malformed records naming the field, and bodies over 1 KB, storing nothing', async () => {
    await f.admin('PUT', '/admin/shops/demo/tracking', { consentLog: true });
    const cases: Array<[unknown, string]> = [
      [record(1, { consentId: 'not-a-uuid' }), 'consentId'],
      [record(1, { consentId: ID(1).toUpperCase() }), 'consentId'],
      [record(1, { revision: 0 }), 'revision'],
      [record(1, { categories: { analytics: true, marketing: false, necessary: true } }), 'categories'],
      [record(1, { categories: { analytics: 'yes', marketing: false } }), 'categories.analytics'],
      [record(1, { decidedAt: '2019-12-31T23:59:59Z' }), 'decidedAt'],
      [record(1, { decidedAt: 'yesterday' }), 'decidedAt'],
      [record(1, { userAgent: 'x' }), 'userAgent'],
      [[record(1)], 'body'],
    ];
    for (const [body, field] of cases) {
      const answer = await f.call('POST', '/v2/consent', { body });
      expect(answer.status, field).to.equal(400);
      expect(answer.body.error.details.field, field).to.equal(field);
    }
    const big = await f.call('POST', '/v2/consent', {
      rawBody: JSON.stringify({ ...record(2), pad: 'x'.repeat(1100) }),
    });
    expect(big.status).to.equal(413);
    expect(await rowsOf(f)).to.have.length(0);
  });

  it('needs the consent:write scope', async () => {
    await f.admin('PUT', '/admin/shops/demo/tracking', { consentLog: true });
    const created = await f.admin('POST', '/admin/keys', { shop: 'demo', scopes: ['shop:read'] });
    const answer = await f.call('POST', '/v2/consent', { key: created.body.key, body: record(1) });
    expect(answer.status).to.equal(403);
    expect(answer.body.error.required_scopes).to.deep.equal(['consent:write']);
  });

  it('lists the log newest first through the admin API, a page at a time', async () => {
    await f.admin('PUT', '/admin/shops/demo/tracking', { consentLog: true });
    for (let n = 1; n <= 5; n++) await f.call('POST', '/v2/consent', { body: record(n) });
    const first = await f.admin('GET', '/admin/shops/demo/consent-log?limit=3');
    expect(first.body.total).to.equal(5);
    expect(first.body.data.map((r: { consentId: string }) => r.consentId)).to.deep.equal([ID(5), ID(4), ID(3)]);
    const rest = await f.admin('GET', `/admin/shops/demo/consent-log?limit=3&before=${first.body.nextBefore}`);
    expect(rest.body.data.map((r: { consentId: string }) => r.consentId)).to.deep.equal([ID(2), ID(1)]);
    expect(rest.body.nextBefore).to.equal(null);
  });
});

describe('consent log limits', () => {
  it('answers 429 with Retry-After past the per-address limit, storing nothing more', async () => {
    const f = await startFixture({ rateLimits: { 'address.consent-record': { count: 2, windowMs: 60_000 } } });
    try {
      await f.admin('PUT', '/admin/shops/demo/tracking', { consentLog: true });
      for (const n of [1, 2]) expect((await f.call('POST', '/v2/consent', { body: record(n) })).status).to.equal(201);
      const refused = await f.call('POST', '/v2/consent', { body: record(3) });
      expect(refused.status).to.equal(429);
      expect(refused.headers.get('retry-after')).to.match(/^\d+$/);
      expect(await rowsOf(f)).to.have.length(2);
    } finally {
      await f.close();
    }
  });
});

describe('consent log retention', () => {
  it('prunes records the platform stored longer ago than the consent retention, and only those', async () => {
    let now = Date.UTC(2026, 0, 15, 12);
    const f = await startFixture({
      now: () => now,
      prune: { firstMs: 3_600_000, consentRetentionMs: 1000 * 86_400_000 },
    });
    try {
      await f.admin('PUT', '/admin/shops/demo/tracking', { consentLog: true });
      await f.call('POST', '/v2/consent', { body: record(1) });
      now += 999 * 86_400_000;
      await f.call('POST', '/v2/consent', { body: record(2, { decidedAt: new Date(now).toISOString() }) });
      now += 2 * 86_400_000;
      const pruned = await f.admin('POST', '/admin/prune');
      expect(pruned.body.consentRecords).to.equal(1);
      expect((await rowsOf(f)).map((row) => row.consentId)).to.deep.equal([ID(2)]);
    } finally {
      await f.close();
    }
  });
});

describe('consent log details', () => {
  it('keeps only the network of an address: IPv4 /24, IPv6 /48, IPv4-mapped as IPv4', () => {
    expect(describeClientNetwork('203.0.113.57')).to.equal('203.0.113.0/24');
    expect(describeClientNetwork('2001:db8:85a3:8d3:1319:8a2e:370:7348')).to.equal('2001:db8:85a3::/48');
    expect(describeClientNetwork('2001:db8::1')).to.equal('2001:db8::/48');
    expect(describeClientNetwork('::ffff:198.51.100.23')).to.equal('198.51.100.0/24');
    expect(describeClientNetwork('fe80::1%eth0')).to.equal('fe80::/48');
    expect(describeClientNetwork('not an address')).to.equal(null);
    expect(describeClientNetwork(null)).to.equal(null);
  });

  it('writes CSV fields quoted when needed and never as spreadsheet formulas', () => {
    expect(csvField('plain')).to.equal('plain');
    expect(csvField('a,b')).to.equal('"a,b"');
    expect(csvField('say "hi"')).to.equal('"say ""hi"""');
    expect(csvField('=HYPERLINK("x")')).to.equal(`"'=HYPERLINK(""x"")"`);
    expect(csvField(null)).to.equal('');
  });

  it('gives storefront keys that read the shop the consent:write scope when the log arrives', async () => {
    const database = await openPrivateDatabase();
    try {
      const migrator = await createMigrator(database);
      expect((await migrator.migrateTo('0001_initial')).error).to.equal(undefined);
      const db = database.kysely.withoutPlugins() as any;
      await db
        .insertInto('shops')
        .values({
          id: 'old',
          store_id: 1,
          name: 'Old',
          base_currency: 'SEK',
          currencies: '[]',
          checkout: 'v2',
          locale: 'sv',
        })
        .execute();
      const key = (id: string, scopes: string[]) => ({
        id,
        shop_id: 'old',
        key: `shop_pk_old_${id}000000000000`,
        scopes: JSON.stringify(scopes),
        revoked: 0,
        created_at: '2025-01-01T00:00:00.000Z',
      });
      await db
        .insertInto('publishable_keys')
        .values([key('reads', ['products:read', 'shop:read']), key('narrow', ['products:read'])])
        .execute();
      expect((await migrator.migrateToLatest()).error).to.equal(undefined);
      const keys = await db.selectFrom('publishable_keys').select(['id', 'scopes']).orderBy('id').execute();
      expect(keys.map((k: { id: string; scopes: string }) => [k.id, JSON.parse(k.scopes)])).to.deep.equal([
        ['narrow', ['products:read']],
        ['reads', ['products:read', 'shop:read', 'consent:write']],
      ]);
      const shop = await db.selectFrom('shops').selectAll().executeTakeFirst();
      expect(shop).to.include({ ga4_measurement_id: null, consent_log: 0 });
    } finally {
      await database.close();
    }
  });
});
