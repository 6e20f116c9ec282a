// The CI-sized chaos run: seeded shopper sessions through the client against the local platform with the issue's
// faults on (10% 5xx, 5% 429 with Retry-After, 5% connections dropped after the work, latency with jitter).
// CHAOS_SEED replays a run; the full-size run is `npm run chaos`.
import { expect } from 'chai';
import type { Fetch } from './create-wire-log.ts';
import { runChaos } from './run-chaos.ts';
import { formatSummary } from './summarize-sessions.ts';

const SEED = process.env.CHAOS_SEED ? Number(process.env.CHAOS_SEED) : 20_261_123;
const CI_SESSIONS = 60;

/** A defect to prove the checker bites: every added line is sent a second time under a fresh idempotency key. */
const doubleAdds: Fetch = async (input, init) => {
  const response = await fetch(input, init);
  if (init.method === 'POST' && new URL(input).pathname.endsWith('/items') && response.ok) {
    const headers = new Headers(init.headers);
    headers.set('idempotency-key', `${headers.get('idempotency-key')}-again`);
    await (await fetch(input, { ...init, headers })).arrayBuffer();
  }
  return response;
};

describe('chaos: shopper sessions through the client under faults', function () {
  this.timeout(90_000);

  it(`keeps every cart right across ${CI_SESSIONS} seeded sessions (seed ${SEED})`, async () => {
    const summary = await runChaos({ seed: SEED, sessions: CI_SESSIONS, concurrency: 16 });
    console.log(
      formatSummary(summary)
        .map((line) => `      ${line}`)
        .join('\n'),
    );
    expect(summary.mismatches, 'mismatches').to.deep.equal([]);
    expect(summary.unhandledRejections, 'unhandled rejections').to.deep.equal([]);
    expect(summary.sessions).to.equal(CI_SESSIONS);
    expect(summary.limitRefusals, 'requests the platform’s rate limits refused').to.deep.equal({});
    // The run only proves something if the faults really happened and the client really retried through them.
    expect(summary.faults.error5xx, '5xx injected').to.be.greaterThan(10);
    expect(summary.faults.error429, '429 injected').to.be.greaterThan(3);
    expect(summary.faults.dropped, 'connections dropped').to.be.greaterThan(3);
    expect(summary.retries, 'retries').to.be.greaterThan(20);
    expect(summary.replays, 'idempotent replays').to.be.greaterThan(3);
  });

  it('reports a mismatch, with its replay command, when a mutation is applied twice', async () => {
    const summary = await runChaos({
      seed: SEED,
      sessions: 4,
      concurrency: 4,
      fetch: doubleAdds,
      faults: { error5xxRate: 0, error429Rate: 0, dropRate: 0 },
    });
    expect(summary.mismatches.length).to.be.greaterThan(0);
    expect(summary.mismatches.some((m) => /platform has quantity \d+, intended/.test(m.text))).to.equal(true);
    expect(formatSummary(summary).join('\n')).to.contain(`npm run chaos -- --seed ${SEED} --session`);
  });
});
