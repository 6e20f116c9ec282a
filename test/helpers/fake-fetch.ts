// A fake `fetch` for client tests: records every request (method, url, path, query, lower-cased headers, parsed body)
// and plays back a route table. A route key is `METHOD /path`, where a `*` segment matches any one segment; the value
// is a canned reply, a function of the request, or a list of them played in order (the last one repeats).
// Unmatched requests answer 404 with the platform's error envelope, so a typo fails loudly.

export interface RecordedRequest {
  method: string;
  url: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
  signal: AbortSignal | null;
}

export interface FakeReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Reject with a TypeError like a failed fetch (the string is its message). */
  networkError?: boolean | string;
  /** Never answer; reject only when the request's signal aborts. */
  hang?: boolean;
  /** Answer after this many milliseconds (aborts are honoured while waiting). */
  delayMs?: number;
}

export type FakeHandler = FakeReply | ((request: RecordedRequest, call: number) => FakeReply | Promise<FakeReply>);
export type RouteTable = Record<string, FakeHandler | FakeHandler[]>;

export interface FakeFetch {
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  requests: RecordedRequest[];
  /** Requests whose `METHOD /path` matches the route key. */
  calls(route: string): RecordedRequest[];
  /** Add or replace routes while a test runs. */
  route(key: string, handler: FakeHandler | FakeHandler[]): void;
}

function matches(pattern: string, method: string, path: string): boolean {
  const [patternMethod, patternPath = ''] = pattern.split(' ');
  if (patternMethod !== method) return false;
  const want = patternPath.split('/');
  const got = path.split('/');
  return want.length === got.length && want.every((segment, i) => segment === '*' || segment === got[i]);
}

function recordHeaders(init: RequestInit): Record<string, string> {
  const out: Record<string, string> = {};
  new Headers(init.headers).forEach((value, name) => {
    out[name.toLowerCase()] = value;
  });
  return out;
}

function parseBody(body: RequestInit['body']): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

function wait(ms: number | null, signal: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError(signal));
    const timer = ms === null ? undefined : setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(abortError(signal));
      },
      { once: true },
    );
  });
}

function toResponse(reply: FakeReply): Response {
  const status = reply.status ?? 200;
  const headers = new Headers(reply.headers);
  const empty = status === 204 || reply.body === undefined;
  if (!empty && !headers.has('content-type')) headers.set('content-type', 'application/json');
  const text = empty ? null : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
  return new Response(text, { status, headers });
}

export function createFakeFetch(routes: RouteTable = {}): FakeFetch {
  const table: RouteTable = { ...routes };
  const requests: RecordedRequest[] = [];
  const counts = new Map<string, number>();

  async function fakeFetch(input: string, init: RequestInit = {}): Promise<Response> {
    const url = new URL(input);
    const request: RecordedRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      url: url.href,
      path: url.pathname,
      query: url.searchParams,
      headers: recordHeaders(init),
      body: parseBody(init.body),
      signal: init.signal ?? null,
    };
    requests.push(request);
    const key = Object.keys(table).find((pattern) => matches(pattern, request.method, request.path));
    if (key === undefined) {
      return toResponse({
        status: 404,
        body: {
          error: { status: 404, code: 'not_found', message: `no fake route for ${request.method} ${request.path}` },
        },
      });
    }
    const call = counts.get(key) ?? 0;
    counts.set(key, call + 1);
    const entry = table[key]!;
    const handler = Array.isArray(entry) ? entry[Math.min(call, entry.length - 1)]! : entry;
    const reply = typeof handler === 'function' ? await handler(request, call) : handler;
    if (reply.hang) await wait(null, request.signal);
    if (reply.delayMs) await wait(reply.delayMs, request.signal);
    if (request.signal?.aborted) throw abortError(request.signal);
    if (reply.networkError)
      throw new TypeError(typeof reply.networkError === 'string' ? reply.networkError : 'Failed to fetch');
    return toResponse(reply);
  }

  return {
    fetch: fakeFetch,
    requests,
    calls: (route) => requests.filter((request) => matches(route, request.method, request.path)),
    route: (key, handler) => {
      table[key] = handler;
    },
  };
}

/** The platform's error envelope, for canned error replies. */
export function errorReply(
  status: number,
  code: string,
  extra: Record<string, unknown> = {},
  headers?: Record<string, string>,
): FakeReply {
  return {
    status,
    body: { error: { status, code, message: `${code} (fake)`, ...extra } },
    ...(headers ? { headers } : {}),
  };
}
