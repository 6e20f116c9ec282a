// Starts a node:http server on host:port (0 = any free port) and gives back its origin and a close().
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Listening {
  url: string;
  server: http.Server;
  close(): Promise<void>;
}

export type RequestListener = (req: http.IncomingMessage, res: http.ServerResponse) => void;

export function listen(listener: RequestListener, host: string, port: number): Promise<Listening> {
  const server = http.createServer(listener);
  server.keepAliveTimeout = 5000;
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
