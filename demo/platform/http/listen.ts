// Starts a node:http server on host:port (0 = any free port) with the platform's socket limits (server-limits.ts),
// and gives back its origin and a close().
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
  close(): Promise<void>;
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
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
