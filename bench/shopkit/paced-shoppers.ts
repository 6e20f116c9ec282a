// The search bench's paced shoppers, split between one or more platform processes as a load balancer with kept
// connections splits them: each shopper sends every request to the one process it was given, over its own kept
// connection, and the shoppers are shared out as evenly as the count allows. The paths are asked in one order across
// all the shoppers, so a list of keystrokes is asked once in all, not once per process.
import { createKeepAliveGetter } from './keep-alive-get.ts';

/** One platform process's commerce API origin and the key its shoppers send. */
export interface ShopperTarget {
  apiUrl: string;
  key: string;
}

export interface PacedShoppersOptions {
  targets: ShopperTarget[];
  paths: string[];
  clients: number;
  seconds: number;
  /** A shopper's pause between an answer and its next request. */
  thinkMs: number;
}

export interface PacedShoppersResult {
  /** Each 2xx answer's time in ms, from the request sent to the answer read whole. */
  latencies: number[];
  non2xx: number;
  errors: number;
  /** Requests that asked a path again once all of `paths` had been asked. */
  repeated: number;
  /** Requests sent to each target, in the order of `targets`. */
  perTarget: number[];
}

/** `clients` shared out over `targets` processes: as even as it divides, the first ones taking one more. */
export function shareClients(clients: number, targets: number): number[] {
  if (!Number.isInteger(clients) || clients < 1) throw new Error(`clients: a whole number >= 1 (got ${clients})`);
  if (!Number.isInteger(targets) || targets < 1 || targets > clients)
    throw new Error(`targets: a whole number from 1 to clients (${clients}) (got ${targets})`);
  return Array.from({ length: targets }, (_, i) => Math.floor(clients / targets) + (i < clients % targets ? 1 : 0));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `clients` shoppers, each asking the next of `paths` `thinkMs` after its last answer, for `seconds`. */
export async function runPacedShoppers(options: PacedShoppersOptions): Promise<PacedShoppersResult> {
  const { targets, paths, clients, seconds, thinkMs } = options;
  if (paths.length === 0) throw new Error('paths: at least one path to ask');
  const shares = shareClients(clients, targets.length);
  // One pool per process, one kept connection per shopper given to it.
  const getters = targets.map((target, i) =>
    createKeepAliveGetter(
      target.apiUrl,
      { authorization: `Bearer ${target.key}`, accept: 'application/json' },
      shares[i]!,
    ),
  );
  const result: PacedShoppersResult = {
    latencies: [],
    non2xx: 0,
    errors: 0,
    repeated: 0,
    perTarget: shares.map(() => 0),
  };
  const end = performance.now() + seconds * 1000;
  let next = 0;
  const shopper = async (index: number, target: number) => {
    // Staggered over one pause, so the shoppers do not all ask in the same instant.
    await sleep((index * thinkMs) / clients);
    while (performance.now() < end) {
      const started = performance.now();
      result.perTarget[target]!++;
      try {
        const status = await getters[target]!.get(paths[next++ % paths.length]!);
        if (status >= 200 && status < 300) result.latencies.push(performance.now() - started);
        else result.non2xx++;
      } catch {
        result.errors++;
      }
      await sleep(thinkMs);
    }
  };
  try {
    // Shopper i goes to process i modulo their count: the shares above, and the staggered starts alternate.
    await Promise.all(Array.from({ length: clients }, (_, index) => shopper(index, index % targets.length)));
  } finally {
    for (const getter of getters) getter.close();
  }
  return { ...result, repeated: Math.max(0, next - paths.length) };
}
