// Starts a node:http server on host:port (0 = any free port) with the platform's socket limits (server-limits.ts),
// and gives back its origin and a close() that can let the requests already running finish (closeServer).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  applyServerLimits,
  describeServerOptions,
  resolveServerTimeouts,
  type ServerTimeouts,
} from './server-limits.ts';

export interface Listening {
  url: string;
  server: http.Server;
  /** Stops taking connections; requests already running get `graceMs` to finish (closeServer). */
  close(graceMs?: number): Promise<void>;
}

/** How often a closing server closes the connections whose requests have ended since it began closing. */
const SWEEP_MS = 25;

/**
 * Stops `server` taking connections and resolves once every connection is closed. Requests already running get up to
 * `graceMs` to finish, each connection closed as soon as it is idle (a keep-alive connection would otherwise stay
 * open until its own timeout); then whatever is left is cut. With 0 (the default, what tests use) every connection is
 * cut at once. A stopping service gives its running requests the grace, so none is answered by a database that has
 * already closed.
 */
export function closeServer(
  server: Pick<http.Server, 'close' | 'closeAllConnections' | 'closeIdleConnections'>,
  graceMs = 0,
): Promise<void> {
  return new Promise<void>((done) => {
    if (graceMs <= 0) {
      server.close(() => done());
      server.closeAllConnections();
      return;
    }
    const sweep = setInterval(() => server.closeIdleConnections(), SWEEP_MS);
    const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(deadline);
      done();
    });
    server.closeIdleConnections();
  });
}

export type RequestListener = (req: http.IncomingMessage, res: http.ServerResponse) => void;

export function listen(
  listener: RequestListener,
  host: string,
  port: number,
  timeouts: ServerTimeouts = resolveServerTimeouts(),
): Promise<Listening> {
  const server = http.createServer(describeServerOptions(timeouts), listener);
  applyServerLimits(server, timeouts);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address() as AddressInfo;
      const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      resolve({
        url: `http://${shownHost}:${address.port}`,
        server,
        close: (graceMs = 0) => closeServer(server, graceMs),
      });
    });
  });
}
