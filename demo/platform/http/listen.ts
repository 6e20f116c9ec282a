// Starts a node:http server on host:port (0 = any free port) with the platform's socket limits (server-limits.ts),
// and gives back its origin and a close() that can let the requests already running finish (closeServer).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RequestListener } from './guard-requests.ts';
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
 * Stops `server` taking connections and resolves once every connection is closed and the handlers' work in `running`
 * has settled. Requests already running get up to `graceMs` to finish, each connection closed as soon as it is idle
 * (a keep-alive connection would otherwise stay open until its own timeout); then whatever is left is cut. A handler
 * whose client has gone keeps running, so its work is waited for too, within the same grace. With 0 (the default,
 * what tests use) every connection is cut at once and no work is waited for. A stopping service gives its running
 * requests the grace, so none meets a database that has already closed.
 */
export async function closeServer(
  server: Pick<http.Server, 'close' | 'closeAllConnections' | 'closeIdleConnections'>,
  graceMs = 0,
  running: ReadonlySet<Promise<unknown>> = new Set(),
): Promise<void> {
  const deadline = Date.now() + graceMs;
  await closeConnections(server, graceMs);
  const left = deadline - Date.now();
  if (running.size === 0 || left <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.allSettled([...running]),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, left))),
  ]);
  clearTimeout(timer);
}

function closeConnections(
  server: Pick<http.Server, 'close' | 'closeAllConnections' | 'closeIdleConnections'>,
  graceMs: number,
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

export function listen(
  listener: RequestListener,
  host: string,
  port: number,
  timeouts: ServerTimeouts = resolveServerTimeouts(),
): Promise<Listening> {
  const running = new Set<Promise<unknown>>();
  const server = http.createServer(describeServerOptions(timeouts), (req, res) => {
    const work = listener(req, res);
    if (!work) return;
    running.add(work);
    const settled = () => running.delete(work);
    work.then(settled, settled);
  });
  applyServerLimits(server, timeouts);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address() as AddressInfo;
      const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      resolve({
        url: `http://${shownHost}:${address.port}`,
        server,
        close: (graceMs = 0) => closeServer(server, graceMs, running),
      });
    });
  });
}
