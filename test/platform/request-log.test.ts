// The request log the admin API reads (and the tests count with) stays small whatever outsiders send.
import { expect } from 'chai';
import {
  createRequestLog,
  KEEP_ENTRIES,
  MAX_COUNTED_PATHS,
  MAX_ENTRY_AGE_MS,
  MAX_PATH_CHARS,
  OTHER_PATHS,
} from '../../demo/platform/api/request-log.ts';

const AT = '2026-01-02T10:00:00.000Z';
const NOW = Date.parse(AT);

describe('platform: the request log', () => {
  it('keeps memory bounded under 20,000 unauthenticated 404s with long unique paths', () => {
    const log = createRequestLog(() => NOW);
    for (let i = 0; i < 20_000; i++) {
      log.record({ origin: 'api', method: 'GET', path: `/v2/${i}/${'x'.repeat(4_000)}`, status: 404, at: AT });
    }
    const snapshot = log.snapshot('api');
    expect(snapshot.total).to.equal(20_000);
    expect(snapshot.entries).to.have.length(KEEP_ENTRIES);
    expect(Object.keys(snapshot.counts)).to.have.length(MAX_COUNTED_PATHS + 1);
    expect(snapshot.counts[`GET ${OTHER_PATHS}`]).to.equal(20_000 - MAX_COUNTED_PATHS);
    expect(Math.max(...snapshot.entries.map((e) => e.path.length))).to.equal(MAX_PATH_CHARS);
    expect(JSON.stringify(snapshot).length).to.be.below(3_000_000);
  });

  it('keeps the newest entries in order and counts known paths exactly', () => {
    const log = createRequestLog(() => NOW);
    for (let i = 0; i < KEEP_ENTRIES + 10; i++)
      log.record({ origin: 'api', method: 'GET', path: `/v2/products/${i % 3}`, status: 200, at: AT });
    const { entries, counts } = log.snapshot('api');
    expect(entries[0]!.path).to.equal(`/v2/products/${10 % 3}`);
    expect(entries.at(-1)!.path).to.equal(`/v2/products/${(KEEP_ENTRIES + 9) % 3}`);
    expect(entries.at(-1)!.seq - entries[0]!.seq).to.equal(KEEP_ENTRIES - 1);
    expect(log.lastSeq()).to.equal(KEEP_ENTRIES + 10);
    expect(counts['GET /v2/products/0']! + counts['GET /v2/products/1']! + counts['GET /v2/products/2']!).to.equal(
      KEEP_ENTRIES + 10,
    );
  });

  it('drops entries older than an hour from what it shows', () => {
    let now = NOW;
    const log = createRequestLog(() => now);
    log.record({ origin: 'cdn', method: 'GET', path: '/old', status: 200, at: AT });
    now += MAX_ENTRY_AGE_MS + 1;
    log.record({ origin: 'cdn', method: 'GET', path: '/new', status: 200, at: new Date(now).toISOString() });
    expect(log.snapshot('cdn').entries.map((e) => e.path)).to.deep.equal(['/new']);
  });

  it('redacts keys in logged paths', () => {
    const log = createRequestLog(() => NOW);
    log.record({ origin: 'api', method: 'GET', path: '/v2/products/shop_pk_demo_Secret0Value', status: 404, at: AT });
    expect(log.snapshot('api').entries[0]!.path).to.equal('/v2/products/shop_pk_demo_••••');
  });
});
