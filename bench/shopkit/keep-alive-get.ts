// GET requests over a pool of kept-alive connections with node:http, for a load generator that shares the machine's
// cores with the platform it measures. Node's fetch (undici) costs this process about twice the CPU per request
// (2.10 against 1.17 ms for a search answer, docs/design.md), and every millisecond the load generator spends is one
// the platform and the database do not get: a shopper's browser does not run on the shop's server.
import http from 'node:http';

export interface KeepAliveGetter {
  /** Sends GET `path` and reads the whole answer; resolves with its status. */
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
  return {
    get: (path) =>
      new Promise((resolve, reject) => {
        const request = http.get({ hostname, port, path: `${prefix}${path}`, headers, agent }, (response) => {
          response.on('data', () => {});
          response.on('end', () => resolve(response.statusCode ?? 0));
          response.on('error', reject);
        });
        request.on('error', reject);
      }),
    close: () => agent.destroy(),
  };
}
