import { expect } from 'chai';
import { startFixture, type PlatformFixture } from './helpers/platform-fixture.ts';

const ID = (n: number) => `9b2f0c1d-2e3f-4a5b-8c6d-${String(n).padStart(12, '0')}`;

describe('control panel: Settings, then Tracking, and the consent log', () => {
  let f: PlatformFixture;
  let cookie = '';
  const panel = (path: string, init: RequestInit = {}) =>
    fetch(`${f.platform.urls.admin}${path}`, {
      redirect: 'manual',
      ...init,
      headers: { cookie, ...(init.headers as Record<string, string>) },
    });
  const post = (path: string, fields: string[][]) => panel(path, { method: 'POST', body: new URLSearchParams(fields) });

  beforeEach(async () => {
    f = await startFixture({ panelPassword: 'panel-test-password' });
    const login = await fetch(`${f.platform.panel.url}/login`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ password: 'panel-test-password' }),
    });
    cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  });
  afterEach(() => f.close());

  it('saves the tag ids and the consent log switch, which GET /v2/shop then returns', async () => {
    const saved = await post('/panel/settings/tracking', [
      ['ga4MeasurementId', 'G-PANEL1234'],
      ['gtmContainerId', ''],
      ['metaPixelId', '5550001112223'],
      ['consentLog', 'on'],
    ]);
    expect(saved.status).to.equal(303);
    expect(saved.headers.get('location')).to.equal('/panel/settings/tracking?notice=tracking-saved');
    const shown = await (await panel('/panel/settings/tracking?notice=tracking-saved')).text();
    expect(shown).to.contain('<p class="notice" role="status" id="notice">Tracking settings saved.</p>');
    expect((await f.call('GET', '/v2/shop')).body.tracking).to.deep.equal({
      ga4MeasurementId: 'G-PANEL1234',
      gtmContainerId: null,
      metaPixelId: '5550001112223',
      consentLog: true,
      googleTagOrigin: null,
      metaPixelOrigin: null,
    });
    const page = await (await panel('/panel/settings/tracking')).text();
    expect(page).to.contain('value="G-PANEL1234"').and.to.contain('name="consentLog" value="on" checked');
  });

  it("hands every page the tag origins it was started with, beside the shop's own settings", async () => {
    await f.close();
    const google = 'http://127.0.0.1:4307';
    const meta = 'http://127.0.0.1:4308';
    f = await startFixture({ panelPassword: 'panel-test-password', tagOrigins: { google, meta } });
    await f.admin('PUT', '/admin/shops/demo/tracking', { ga4MeasurementId: 'G-REAL1234' });
    expect((await f.call('GET', '/v2/shop')).body.tracking).to.deep.equal({
      ga4MeasurementId: 'G-REAL1234',
      gtmContainerId: null,
      metaPixelId: null,
      consentLog: false,
      googleTagOrigin: google,
      metaPixelOrigin: meta,
    });
  });

  it('refuses to start with a tag origin that is not an origin, naming it', async () => {
    let error: unknown = null;
    try {
      await startFixture({ tagOrigins: { google: 'http://127.0.0.1:4307/gtag', meta: 'http://127.0.0.1:4308' } });
    } catch (caught) {
      error = caught;
    }
    expect(String(error)).to.contain('tagOrigins.google').and.contain('http://127.0.0.1:4307/gtag');
  });

  it('answers a bad id with the form as typed and an error naming the field, saving nothing', async () => {
    const answer = await post('/panel/settings/tracking', [
      ['ga4MeasurementId', 'UA-99-1'],
      ['metaPixelId', '5550001112223'],
    ]);
    expect(answer.status).to.equal(400);
    const page = await answer.text();
    expect(page).to.contain('ga4MeasurementId').and.to.contain('UA-99-1').and.to.contain('value="5550001112223"');
    expect((await f.call('GET', '/v2/shop')).body.tracking.metaPixelId).to.equal(null);
  });

  it('lists the recorded decisions and exports them whole as CSV', async () => {
    await f.admin('PUT', '/admin/shops/demo/tracking', { consentLog: true });
    for (let n = 1; n <= 3; n++) {
      await f.call('POST', '/v2/consent', {
        body: {
          consentId: ID(n),
          revision: 1,
          categories: { analytics: n !== 2, marketing: n === 3 },
          decidedAt: `2026-01-15T12:00:0${n}.000Z`,
        },
        headers: { origin: 'https://shop.example' },
      });
    }
    const page = await (await panel('/panel/consent-log')).text();
    expect(page).to.contain('<span id="consent-log-total">3</span>');
    expect(page.indexOf(ID(3))).to.be.lessThan(page.indexOf(ID(1)));

    const csv = await panel('/panel/consent-log.csv');
    expect(csv.status).to.equal(200);
    expect(csv.headers.get('content-type')).to.equal('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).to.match(
      /^attachment; filename="consent-log-demo-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await csv.text()).split('\r\n');
    expect(lines[0]).to.equal(
      'consent_id,recorded_at,decided_at,revision,analytics,marketing,page_origin,client_network',
    );
    expect(lines.slice(1, 4).map((line) => line.split(',').slice(0, 1)[0])).to.deep.equal([ID(3), ID(2), ID(1)]);
    expect(lines[2]).to.match(
      /,2026-01-15T12:00:02\.000Z,1,denied,denied,https:\/\/shop\.example,(127\.0\.0\.0\/24|::\/48)$/,
    );
    expect(lines[4]).to.equal('');
  });

  it('keeps the consent log and its export behind the password', async () => {
    cookie = '';
    for (const path of ['/panel/consent-log', '/panel/consent-log.csv', '/panel/settings/tracking']) {
      const answer = await panel(path);
      expect(answer.status, path).to.equal(303);
      expect(answer.headers.get('location')).to.equal('/panel/login');
    }
  });
});
