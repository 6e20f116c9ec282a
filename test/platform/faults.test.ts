import { expect } from 'chai';
import { startFixture, type PlatformFixture } from './helpers/platform-fixture.ts';

describe('platform: fault injection', () => {
  let f: PlatformFixture;
  before(async () => {
    f = await startFixture();
  });
  after(() => f.close());
  afterEach(() =>
    f.admin('PUT', '/admin/faults', { latencyMs: 0, jitterMs: 0, error5xxRate: 0, error429Rate: 0, dropRate: 0 }),
  );

  it('is off by default', async () => {
    expect((await f.admin('GET', '/admin/faults')).body).to.deep.equal({
      latencyMs: 0,
      jitterMs: 0,
      error5xxRate: 0,
      error429Rate: 0,
      dropRate: 0,
      seed: 1,
    });
    for (let i = 0; i < 10; i++) expect((await f.call('GET', '/v2/shop')).status).to.equal(200);
  });

  it('answers 503 in the envelope when switched to all 5xx, and recovers when switched off', async () => {
    await f.admin('PUT', '/admin/faults', { error5xxRate: 1 });
    const failed = await f.call('GET', '/v2/shop');
    expect(failed.status).to.equal(503);
    expect(failed.body.error.code).to.equal('unavailable');
    await f.admin('PUT', '/admin/faults', { error5xxRate: 0 });
    expect((await f.call('GET', '/v2/shop')).status).to.equal(200);
  });

  it('answers 429 with Retry-After in seconds', async () => {
    await f.admin('PUT', '/admin/faults', { error429Rate: 1 });
    const limited = await f.call('GET', '/v2/products');
    expect(limited.status).to.equal(429);
    expect(limited.headers.get('retry-after')).to.equal('1');
  });

  it('adds latency', async () => {
    await f.admin('PUT', '/admin/faults', { latencyMs: 60 });
    const started = performance.now();
    await f.call('GET', '/v2/shop');
    expect(performance.now() - started).to.be.at.least(55);
  });

  it('injects a share of failures reproducibly from a seed', async () => {
    const run = async () => {
      await f.admin('PUT', '/admin/faults', { error5xxRate: 0.3, seed: 42 });
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) statuses.push((await f.call('GET', '/v2/shop')).status);
      return statuses;
    };
    const first = await run();
    expect(first.filter((s) => s === 503).length).to.be.within(3, 18);
    expect(await run()).to.deep.equal(first);
  });

  it('takes faults from startPlatform options', async () => {
    const slow = await startFixture({ faults: { error429Rate: 1 } });
    try {
      expect((await slow.call('GET', '/v2/shop')).status).to.equal(429);
    } finally {
      await slow.close();
    }
  });

  it('refuses a rate outside 0-1, naming the field', async () => {
    const answer = await f.admin('PUT', '/admin/faults', { dropRate: 2 });
    expect(answer.status).to.equal(400);
    expect(answer.body.error.message).to.contain('dropRate').and.contain('2');
  });
});
