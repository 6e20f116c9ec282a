// Fault injection for the commerce API, off by default: latency (+ jitter), a share of 503s, of 429s with
// Retry-After, and of connections dropped after the work is done. A seeded PRNG makes runs reproducible.

export interface FaultSettings {
  latencyMs: number;
  jitterMs: number;
  error5xxRate: number;
  error429Rate: number;
  dropRate: number;
  seed: number;
}

export interface FaultDecision {
  delayMs: number;
  fail: '5xx' | '429' | null;
  drop: boolean;
}

export interface FaultController {
  settings(): FaultSettings;
  set(next: Partial<FaultSettings>): FaultSettings;
  decide(): FaultDecision;
}

export const NO_FAULTS: FaultSettings = Object.freeze({
  latencyMs: 0,
  jitterMs: 0,
  error5xxRate: 0,
  error429Rate: 0,
  dropRate: 0,
  seed: 1,
});

export function createFaults(initial: Partial<FaultSettings> = {}): FaultController {
  let current: FaultSettings = normalizeFaults({ ...NO_FAULTS, ...initial });
  let random = mulberry32(current.seed);
  return {
    settings: () => ({ ...current }),
    set(next) {
      current = normalizeFaults({ ...current, ...next });
      if (next.seed !== undefined) random = mulberry32(current.seed);
      return { ...current };
    },
    decide() {
      const delayMs = current.latencyMs + (current.jitterMs > 0 ? Math.floor(random() * current.jitterMs) : 0);
      const roll = random();
      const fail =
        roll < current.error5xxRate ? '5xx' : roll < current.error5xxRate + current.error429Rate ? '429' : null;
      const drop = fail === null && current.dropRate > 0 && random() < current.dropRate;
      return { delayMs, fail, drop };
    },
  };
}

/** Checks every field (name and value in the message) and returns a complete settings object. */
export function normalizeFaults(input: Record<string, unknown>): FaultSettings {
  const out = { ...NO_FAULTS };
  for (const field of Object.keys(input)) {
    if (!Object.hasOwn(NO_FAULTS, field)) throw new RangeError(`faults.${field} is not a fault setting`);
    const value = input[field];
    const isRate = field.endsWith('Rate');
    const ok =
      typeof value === 'number' &&
      Number.isFinite(value) &&
      value >= 0 &&
      (!isRate || value <= 1) &&
      (isRate || Number.isInteger(value));
    if (!ok)
      throw new RangeError(
        `faults.${field} must be ${isRate ? 'a number from 0 to 1' : 'a non-negative integer'} (got ${JSON.stringify(value)})`,
      );
    (out as Record<string, number>)[field] = value as number;
  }
  return out;
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
