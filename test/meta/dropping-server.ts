// A server that drops the second request on every connection unanswered, as one that closes an idle connection while
// a request is on its way: the kept-alive clients of the benches (keep-alive-get.ts, keep-alive-fetch.ts) must send
// such a request again on a new connection.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface DroppingServer {
  url: string;
  /** Connections the server has accepted so far. */
  opened(): number;
  close(): Promise<void>;
}

/** `answer` writes the reply to a connection's `count`-th request (never the second: that one is dropped). */
export async function startDroppingServer(
  answer: (response: http.ServerResponse, count: number) => void,
): Promise<DroppingServer> {
  const requestsOn = new WeakMap<object, number>();
  let opened = 0;
  const server = http.createServer((request, response) => {
    const count = (requestsOn.get(request.socket) ?? 0) + 1;
    requestsOn.set(request.socket, count);
    if (count === 2) return request.socket.destroy();
    answer(response, count);
  });
  server.on('connection', () => opened++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    opened: () => opened,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
