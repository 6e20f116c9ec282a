// A fetch wrapper that watches the wire from the client's side: every attempt, how it ended (status, or dropped),
// which faults the platform injected (5xx, 429, dropped connections), how many attempts were retries, and whether
// every answer to one idempotency key told the same story (a replay must answer like the original).

export type Fetch = (input: string, init: RequestInit) => Promise<Response>;
export type FaultKind = 'error5xx' | 'error429' | 'dropped';

export interface WireAttempt {
  method: string;
  path: string;
  idempotencyKey: string | null;
  authorization: string | null;
  /** The answer's status; `dropped` when the connection failed, `aborted` when the client gave up (timeout). */
  status: number | 'dropped' | 'aborted';
  replayed: boolean;
  /** A digest of a 2xx answer to a mutation: cart id and its lines, or the session id. */
  digest: string | null;
}

export interface WireCounts {
  attempts: number;
  retries: number;
  faults: Record<FaultKind, number>;
  replays: number;
}

export interface WireLog {
  fetch: Fetch;
  readonly attempts: readonly WireAttempt[];
  counts(): WireCounts;
  /** Idempotency keys whose successful answers differ (a retried mutation applied twice, or a replay that lies). */
  replayConflicts(): string[];
}

const MUTATIONS = new Set(['POST', 'PATCH', 'DELETE']);

export function createWireLog(inner: Fetch): WireLog {
  const attempts: WireAttempt[] = [];
  const pendingRetries = new Map<string, number>();
  let retries = 0;
  const fetch: Fetch = async (input, init) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    const url = new URL(input);
    const attempt: WireAttempt = {
      method,
      path: url.pathname + url.search,
      idempotencyKey: headers.get('idempotency-key'),
      authorization: headers.get('authorization'),
      status: 'dropped',
      replayed: false,
      digest: null,
    };
    const logical = `${method} ${attempt.path} ${attempt.idempotencyKey ?? ''}`;
    const waiting = pendingRetries.get(logical) ?? 0;
    if (waiting > 0) {
      retries++;
      pendingRetries.set(logical, waiting - 1);
    }
    attempts.push(attempt);
    try {
      const response = await inner(input, init);
      attempt.status = response.status;
      attempt.replayed = response.headers.get('idempotent-replayed') === 'true';
      if (isTransient(response.status)) pendingRetries.set(logical, (pendingRetries.get(logical) ?? 0) + 1);
      if (MUTATIONS.has(method) && response.ok) attempt.digest = await digestOf(response.clone());
      return response;
    } catch (error) {
      if (init.signal?.aborted ?? false) attempt.status = 'aborted';
      pendingRetries.set(logical, (pendingRetries.get(logical) ?? 0) + 1);
      throw error;
    }
  };
  return {
    fetch,
    attempts,
    counts: () => ({
      attempts: attempts.length,
      retries,
      faults: {
        error5xx: attempts.filter((a) => typeof a.status === 'number' && a.status >= 500).length,
        error429: attempts.filter((a) => a.status === 429).length,
        dropped: attempts.filter((a) => a.status === 'dropped').length,
      },
      replays: attempts.filter((a) => a.replayed).length,
    }),
    replayConflicts: () => findReplayConflicts(attempts),
  };
}

function isTransient(status: number): boolean {
  return status === 429 || status >= 500;
}

async function digestOf(response: Response): Promise<string | null> {
  const text = await response.text();
  if (text === '') return `${response.status} empty`;
  const body = JSON.parse(text) as {
    id?: string;
    sessionId?: string;
    items?: Array<{ id: string; variantId: string; quantity: number }>;
  };
  if (body.sessionId) return `session ${body.sessionId}`;
  const lines = (body.items ?? []).map((item) => `${item.id}:${item.variantId}x${item.quantity}`).join(',');
  return `cart ${body.id ?? '?'} [${lines}]`;
}

function findReplayConflicts(attempts: readonly WireAttempt[]): string[] {
  const byKey = new Map<string, Set<string>>();
  for (const attempt of attempts) {
    if (!attempt.idempotencyKey || attempt.digest === null) continue;
    const key = `${attempt.method} ${attempt.path} key ${attempt.idempotencyKey}`;
    byKey.set(key, (byKey.get(key) ?? new Set()).add(attempt.digest));
  }
  return [...byKey]
    .filter(([, digests]) => digests.size > 1)
    .map(([key, digests]) => `${key} answered differently: ${[...digests].join(' | ')}`);
}
