// A stand-in tag server on loopback for tests and local demos: two origins (one for Google's gtag.js and gtm.js, one
// for Meta's fbevents.js) serving the stand-in scripts of stand-in-scripts.ts and recording every request that
// reaches them, hits included. It never contacts Google or Meta; the real tag origins stay the defaults everywhere
// else. Start it with port 0 in tests.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { FBEVENTS_STAND_IN, GTAG_STAND_IN, GTM_STAND_IN } from './stand-in-scripts.ts';

export interface TagRequest {
  /** Which stand-in origin it reached. */
  origin: 'google' | 'meta';
  method: string;
  path: string;
  query: Record<string, string>;
}

export interface FakeTagServer {
  googleOrigin: string;
  metaOrigin: string;
  /** Every request that reached either origin, in arrival order. */
  readonly requests: TagRequest[];
  /** The reported hits (page views and events), without the script loads. */
  hits(): TagRequest[];
  close(): Promise<void>;
}

const SCRIPTS: Record<string, Record<string, string>> = {
  google: { '/gtag/js': GTAG_STAND_IN, '/gtm.js': GTM_STAND_IN },
  meta: { '/en_US/fbevents.js': FBEVENTS_STAND_IN },
};
const HITS = new Set(['/g/collect', '/gtm/event', '/tr']);

function listen(origin: TagRequest['origin'], requests: TagRequest[], port: number): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    requests.push({
      origin,
      method: request.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
    });
    request.resume();
    const script = SCRIPTS[origin]![url.pathname];
    if (script && request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      response.end(script);
    } else if (HITS.has(url.pathname)) response.writeHead(204, { 'access-control-allow-origin': '*' }).end();
    else response.writeHead(404, { 'content-type': 'text/plain' }).end('not a stand-in path');
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

const originOf = (server: http.Server): string => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

export async function startFakeTagServer(ports: { google?: number; meta?: number } = {}): Promise<FakeTagServer> {
  const requests: TagRequest[] = [];
  const servers = [
    await listen('google', requests, ports.google ?? 0),
    await listen('meta', requests, ports.meta ?? 0),
  ];
  return {
    googleOrigin: originOf(servers[0]!),
    metaOrigin: originOf(servers[1]!),
    requests,
    hits: () => requests.filter((entry) => HITS.has(entry.path)),
    close: () =>
      Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              server.closeAllConnections();
              server.close(() => resolve());
            }),
        ),
      ).then(() => undefined),
  };
}
