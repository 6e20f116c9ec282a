// Kills a real platform process (SIGKILL) in the middle of a burst of cart mutations, restarts it on the same
// database, and checks that no acknowledged change was lost and that idempotency replays answer as the originals did.
import { expect } from 'chai';
import { createSharedTestDatabase, type SharedTestDatabase } from '../helpers/shared-test-database.ts';
import { discoverCatalog } from './discover-catalog.ts';
import { spawnPlatform, type SpawnedPlatform } from './spawn-platform.ts';

interface Mutation {
  key: string;
  variantId: string;
  body: string;
  ack?: { status: number; body: unknown };
}

const BURST = 60;
const KILL_AFTER_ACKS = 20;
const WORKERS = 6;

function post(platform: SpawnedPlatform, urlPath: string, key: string, body: string): Promise<Response> {
  return fetch(`${platform.urls.api}${urlPath}`, {
    method: 'POST',
    body,
    headers: { authorization: `Bearer ${platform.key}`, 'content-type': 'application/json', 'idempotency-key': key },
  });
}

async function quantities(platform: SpawnedPlatform, cartId: string): Promise<Map<string, number>> {
  const response = await fetch(`${platform.urls.api}/v2/cart/${cartId}`, {
    headers: { authorization: `Bearer ${platform.key}` },
  });
  expect(response.status, 'the cart survives the crash').to.equal(200);
  const cart = (await response.json()) as { items: Array<{ variantId: string; quantity: number }> };
  return new Map(cart.items.map((item) => [item.variantId, item.quantity]));
}

describe('chaos: platform durability across a SIGKILL', function () {
  // Two platform processes start from source (tsx) one after the other; on a busy 2-core machine that alone has taken
  // most of 30 s.
  this.timeout(60_000);
  let database: SharedTestDatabase;
  const running: SpawnedPlatform[] = [];
  before(async () => {
    database = await createSharedTestDatabase();
  });
  after(async () => {
    await Promise.all(running.map((platform) => platform.kill()));
    await database.drop();
  });

  it('keeps every acknowledged change and answers replays the same after a restart', async () => {
    const first = await spawnPlatform(database.location, { faults: { latencyMs: 10, jitterMs: 20, seed: 11 } });
    running.push(first);
    const { variants } = await discoverCatalog(first.urls.api, first.key, BURST);
    const created = await post(first, '/v2/cart', 'durability-create', '{}');
    const cart = (await created.json()) as { id: string };
    const mutations: Mutation[] = Array.from({ length: BURST }, (_, i) => {
      const variant = variants[i % variants.length]!;
      return {
        key: `durability-${i}`,
        variantId: variant.variantId,
        body: JSON.stringify({ productId: variant.productId, variantId: variant.variantId, quantity: 1 }),
      };
    });
    let next = 0;
    let acks = 0;
    let inFlightAtKill = -1;
    let inFlight = 0;
    let killed: Promise<void> | null = null;
    const worker = async () => {
      while (next < mutations.length && !killed) {
        const mutation = mutations[next++]!;
        inFlight++;
        try {
          const response = await post(first, `/v2/cart/${cart.id}/items`, mutation.key, mutation.body);
          const body: unknown = await response.json();
          if (response.ok) mutation.ack = { status: response.status, body };
          if (response.ok && ++acks === KILL_AFTER_ACKS) {
            inFlightAtKill = inFlight - 1;
            killed = first.kill();
          }
        } catch {
          // The platform died under this request: it is unacknowledged, so either outcome is allowed for now.
        } finally {
          inFlight--;
        }
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, worker));
    await killed;
    expect(inFlightAtKill, 'requests were in flight when the platform was killed').to.be.greaterThan(0);
    const sent = mutations.slice(0, next);

    const second = await spawnPlatform(database.location);
    running.push(second);
    const afterCrash = await quantities(second, cart.id);
    for (const variant of new Set(sent.map((m) => m.variantId))) {
      const acked = sent.filter((m) => m.variantId === variant && m.ack).length;
      const tried = sent.filter((m) => m.variantId === variant).length;
      expect(afterCrash.get(variant) ?? 0, `variant ${variant}`).to.be.within(acked, tried);
    }
    for (const mutation of sent.filter((m) => m.ack)) {
      const replay = await post(second, `/v2/cart/${cart.id}/items`, mutation.key, mutation.body);
      expect(replay.headers.get('idempotent-replayed'), mutation.key).to.equal('true');
      expect({ status: replay.status, body: await replay.json() }, mutation.key).to.deep.equal(mutation.ack);
    }
    // Retrying the unacknowledged ones with their keys applies each exactly once, whether or not it landed before.
    for (const mutation of sent.filter((m) => !m.ack)) {
      expect(
        (await post(second, `/v2/cart/${cart.id}/items`, mutation.key, mutation.body)).status,
        mutation.key,
      ).to.equal(200);
    }
    const settled = await quantities(second, cart.id);
    for (const variant of new Set(sent.map((m) => m.variantId))) {
      expect(settled.get(variant) ?? 0, `variant ${variant}`).to.equal(
        sent.filter((m) => m.variantId === variant).length,
      );
    }
  });
});
