// Key rotation under load: the publishable key is rotated on the platform while 50 requests are in flight. Every
// one of them meets the 401, they share one onUnauthorized call, and each completes with the new key.
import { expect } from 'chai';
import { startPlatform, type RunningPlatform } from '../../demo/platform/start-platform.ts';
import { createShopkitClient } from '../../src/index.ts';
import { createWireLog } from './create-wire-log.ts';

const IN_FLIGHT = 50;

async function rotate(platform: RunningPlatform): Promise<string> {
  const response = await fetch(`${platform.urls.admin}/admin/keys/rotate`, {
    method: 'POST',
    body: JSON.stringify({ key: platform.keys.demo }),
    headers: { authorization: `Bearer ${platform.adminToken}`, 'content-type': 'application/json' },
  });
  expect(response.status, 'admin rotate').to.equal(200);
  return ((await response.json()) as { key: string }).key;
}

async function rotateUnderLoad(faults: object, maxRetries: number) {
  // Latency runs before authentication, so requests sent just before the rotation are checked just after it.
  const platform = await startPlatform({ faults: { latencyMs: 400, ...faults } });
  try {
    const wire = createWireLog((input, init) => fetch(input, init));
    let started = 0;
    let rotated: Promise<string> | null = null;
    let calls = 0;
    const client = createShopkitClient({
      publishableKey: platform.keys.demo,
      apiUrl: platform.urls.api,
      storage: 'memory',
      maxRetries,
      fetch: (input, init) => {
        if (++started === IN_FLIGHT) rotated = rotate(platform);
        return wire.fetch(input, init);
      },
      onUnauthorized: async () => {
        calls++;
        return rotated;
      },
    });
    const requests = Array.from({ length: IN_FLIGHT }, (_, i) =>
      i % 2 === 0
        ? client.products.list({ limit: 1 + (i % 5) })
        : client.cart.create({ items: [{ productId: 'prod_005' }] }),
    );
    const settled = await Promise.allSettled(requests);
    const newKey = await rotated!;
    return { platform, settled, newKey, calls, wire, client };
  } finally {
    await platform.close();
  }
}

describe('chaos: key rotation while 50 requests are in flight', function () {
  this.timeout(30_000);

  it('calls onUnauthorized once and completes every request with the new key', async () => {
    const { settled, newKey, calls, wire } = await rotateUnderLoad({}, 2);
    expect(calls, 'onUnauthorized calls').to.equal(1);
    expect(
      settled.filter((s) => s.status === 'rejected').map((s) => String((s as PromiseRejectedResult).reason)),
    ).to.deep.equal([]);
    const unauthorized = wire.attempts.filter((a) => a.status === 401);
    expect(unauthorized.length, 'requests that met the rotation').to.equal(IN_FLIGHT);
    const answered = wire.attempts.filter((a) => a.status === 200 || a.status === 201);
    expect(answered.length).to.equal(IN_FLIGHT);
    expect(
      answered.every((a) => a.authorization === `Bearer ${newKey}`),
      'every success carries the new key',
    ).to.equal(true);
  });

  it('still makes one onUnauthorized call when 5xx, 429 and dropped connections come on top', async () => {
    const { settled, newKey, calls, wire } = await rotateUnderLoad(
      { error5xxRate: 0.1, error429Rate: 0.05, dropRate: 0.05, jitterMs: 50, seed: 5 },
      6,
    );
    expect(calls, 'onUnauthorized calls').to.equal(1);
    expect(
      settled.filter((s) => s.status === 'rejected').map((s) => String((s as PromiseRejectedResult).reason)),
    ).to.deep.equal([]);
    const faults = wire.counts().faults;
    expect(faults.error5xx + faults.error429 + faults.dropped, 'faults injected').to.be.greaterThan(0);
    const oldKeyAttemptsAfterRefresh = wire.attempts.filter(
      (a, i) =>
        a.authorization !== `Bearer ${newKey}` &&
        wire.attempts.slice(0, i).some((b) => b.authorization === `Bearer ${newKey}`),
    );
    expect(oldKeyAttemptsAfterRefresh, 'no attempt goes back to the old key').to.deep.equal([]);
    const successes = wire.attempts.filter((a) => a.status === 200 || a.status === 201);
    expect(successes.every((a) => a.authorization === `Bearer ${newKey}`)).to.equal(true);
  });
});
