import { expect } from 'chai';
import { createWireLog, type Fetch } from './create-wire-log.ts';

/** A scripted inner fetch: each call takes the next entry (a status with a body, or 'drop'). */
function scripted(script: Array<{ status: number; body?: unknown; replayed?: boolean } | 'drop'>): Fetch {
  let call = 0;
  return async () => {
    const next = script[Math.min(call++, script.length - 1)]!;
    if (next === 'drop') throw new TypeError('fetch failed');
    const headers = next.replayed ? { 'idempotent-replayed': 'true' } : undefined;
    return new Response(next.body === undefined ? null : JSON.stringify(next.body), { status: next.status, headers });
  };
}

const CART = { id: 'c1', items: [{ id: 'li_1', variantId: 'v1', quantity: 1 }] };
const post = (key: string) => ({ method: 'POST', headers: { 'idempotency-key': key }, body: '{}' });

describe('chaos: createWireLog', () => {
  it('counts injected faults by kind and every retry of one logical request', async () => {
    const wire = createWireLog(
      scripted([{ status: 503 }, { status: 429 }, 'drop', { status: 201, body: CART, replayed: true }]),
    );
    for (let i = 0; i < 4; i++) await wire.fetch('http://api.test/v2/cart', post('k1')).catch(() => undefined);
    expect(wire.counts()).to.deep.equal({
      attempts: 4,
      retries: 3,
      faults: { error5xx: 1, error429: 1, dropped: 1 },
      replays: 1,
    });
  });

  it('does not count a first attempt of another request as a retry', async () => {
    const wire = createWireLog(scripted([{ status: 503 }, { status: 200, body: CART }]));
    await wire.fetch('http://api.test/v2/cart', post('k1'));
    await wire.fetch('http://api.test/v2/cart', post('k2'));
    expect(wire.counts().retries).to.equal(0);
  });

  it('finds an idempotency key whose answers tell two stories', async () => {
    const other = { id: 'c2', items: [] };
    const wire = createWireLog(
      scripted([
        { status: 201, body: CART },
        { status: 201, body: other },
      ]),
    );
    await wire.fetch('http://api.test/v2/cart', post('k1'));
    await wire.fetch('http://api.test/v2/cart', post('k1'));
    expect(wire.replayConflicts()).to.deep.equal([
      'POST /v2/cart key k1 answered differently: cart c1 [li_1:v1x1] | cart c2 []',
    ]);
  });

  it('accepts a replay that answers like the original', async () => {
    const wire = createWireLog(
      scripted([
        { status: 201, body: CART },
        { status: 201, body: CART, replayed: true },
      ]),
    );
    await wire.fetch('http://api.test/v2/cart', post('k1'));
    await wire.fetch('http://api.test/v2/cart', post('k1'));
    expect(wire.replayConflicts()).to.deep.equal([]);
    expect(wire.attempts.map((a) => a.replayed)).to.deep.equal([false, true]);
  });

  it('labels an attempt the client aborted apart from a dropped connection', async () => {
    const controller = new AbortController();
    controller.abort();
    const wire = createWireLog(scripted(['drop']));
    await wire.fetch('http://api.test/v2/shop', { signal: controller.signal }).catch(() => undefined);
    expect(wire.attempts[0]!.status).to.equal('aborted');
    expect(wire.counts().faults.dropped).to.equal(0);
  });
});
