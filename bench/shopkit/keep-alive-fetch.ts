// A `fetch` over node:http with kept-alive connections, for a load generator that shares the machine's cores with the
// platform it measures, and that must keep a client which takes a `fetch` (the MCP SDK's StreamableHTTPClientTransport
// does: the bench keeps the SDK's own client and protocol, only the HTTP under them changes). Node's own fetch (undici)
// costs the calling process about twice the CPU per request of node:http (keep-alive-get.ts), and every millisecond
// the load generator spends is one the platform and the database do not get.
//
// It does what the bench's clients ask of a fetch and no more: http: URLs, a string or absent body, an AbortSignal, and
// the whole answer read before the Response is made (the platform's answers are small JSON texts; a stream of server
// messages is not read by the bench). Redirects are not followed: the Response says where, as with `redirect: 'manual'`.
import http from 'node:http';

export interface KeepAliveFetch {
  fetch: (url: string | URL, init?: RequestInit) => Promise<Response>;
  /** Closes the kept connections. */
  close(): void;
}

/** Statuses whose Response must have no body (the Fetch standard's "null body status"). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

function headerRecord(headers: HeadersInit | undefined): Record<string, string> {
  if (headers === undefined) return {};
  return Object.fromEntries(new Headers(headers).entries());
}

/** A kept-alive connection the server had closed when the request was sent on it. */
class ResetOnReuse extends Error {
  constructor(cause: Error) {
    super('the server closed a kept-alive connection as a request was sent on it', { cause });
  }
}

/** `request`'s error as `send` should reject with it: a reset of a reused connection is told apart to be sent again. */
export const describeRequestError = (request: http.ClientRequest, error: NodeJS.ErrnoException): Error =>
  request.reusedSocket && error.code === 'ECONNRESET' ? new ResetOnReuse(error) : error;

/**
 * `send()`, and once more if the server had closed the kept-alive connection it went on. A server closes a connection
 * it has kept idle for its keep-alive time (5 s on the platform) and may do so as a request is sent on it; Node's
 * documentation has the client send that request again on a new connection. The server never read it, so sending it
 * again does not repeat it. `send` must reject with describeRequestError's errors.
 */
export async function sendAgainIfResetOnReuse<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof ResetOnReuse)) throw error;
    return send();
  }
}

/** A fetch that sends its requests over at most `connections` kept-alive connections per origin. */
export function createKeepAliveFetch(connections: number): KeepAliveFetch {
  if (!Number.isInteger(connections) || connections < 1)
    throw new Error(`connections: a whole number of at least 1 is needed (got ${connections})`);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const keepAliveFetch = (url: string | URL, init: RequestInit = {}): Promise<Response> =>
    sendAgainIfResetOnReuse(() => send(url, init));
  const send = (url: string | URL, init: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      const target = new URL(url);
      if (target.protocol !== 'http:')
        throw new Error(`url: only http: is supported (got ${JSON.stringify(target.protocol)})`);
      if (init.body !== undefined && init.body !== null && typeof init.body !== 'string')
        throw new Error('init.body: only a string body is supported');
      const { signal } = init;
      signal?.throwIfAborted();
      const request = http.request(
        target,
        { method: init.method ?? 'GET', headers: headerRecord(init.headers), agent, signal: signal ?? undefined },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const status = response.statusCode ?? 0;
            const headers = new Headers();
            for (let index = 0; index + 1 < response.rawHeaders.length; index += 2)
              headers.append(response.rawHeaders[index]!, response.rawHeaders[index + 1]!);
            const body = NULL_BODY_STATUSES.has(status) ? null : Buffer.concat(chunks);
            resolve(new Response(body, { status, statusText: response.statusMessage ?? '', headers }));
          });
        },
      );
      request.on('error', (error: NodeJS.ErrnoException) => reject(describeRequestError(request, error)));
      request.end(init.body ?? undefined);
    });
  return { fetch: keepAliveFetch, close: () => agent.destroy() };
}
