// GET requests over a pool of kept-alive connections with node:http, for a load generator that shares the machine's
// cores with the platform it measures. Node's fetch (undici) costs this process about twice the CPU per request
// (2.10 against 1.17 ms for a search answer, docs/design.md), and every millisecond the load generator spends is one
// the platform and the database do not get: a shopper's browser does not run on the shop's server.
import http from 'node:http';
import { describeRequestError, sendAgainIfResetOnReuse } from './keep-alive-fetch.ts';

export interface KeepAliveGetter {
  /**
   * Sends GET `path` and reads the whole answer; resolves with its status. Sent again, once, on a new connection when
   * the server had closed the kept one it went on (keep-alive-fetch.ts, sendAgainIfResetOnReuse).
   */
  get(path: string): Promise<number>;
  /** Closes the kept connections. */
  close(): void;
}

/**
 * Requests to paths under `baseUrl` (http://host:port, with or without a path of its own) with `headers`, over at most
 * `connections` kept-alive connections.
 */
export function createKeepAliveGetter(
  baseUrl: string,
  headers: Record<string, string>,
  connections: number,
): KeepAliveGetter {
  const { protocol, hostname, port, pathname } = new URL(baseUrl);
  if (protocol !== 'http:') throw new Error(`baseUrl: only http: is supported (got ${JSON.stringify(protocol)})`);
  const prefix = pathname.replace(/\/$/, '');
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const send = (path: string) =>
    new Promise<number>((resolve, reject) => {
      const request = http.get({ hostname, port, path: `${prefix}${path}`, headers, agent }, (response) => {
        response.on('data', () => {});
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      });
      request.on('error', (error: NodeJS.ErrnoException) => reject(describeRequestError(request, error)));
    });
  return {
    // A kept connection the server closed as the request went on it is no error of the platform's: sent again.
    get: (path) => sendAgainIfResetOnReuse(() => send(path)),
    close: () => agent.destroy(),
  };
}
