// A stand-in tag server on loopback for tests and local demos: two origins (one for Google's gtag.js and gtm.js, one
// for Meta's fbevents.js) serving the stand-in scripts of stand-in-scripts.ts and recording every request that
// reaches them, hits included (the latest MAX_RECORDED). `GET /` on either origin lists them for a person watching
// the demo. It never contacts Google or Meta; the real tag origins stay the defaults everywhere else. Start it with
// port 0 in tests.
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
export const MAX_RECORDED = 1000;

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The recorded requests, newest first, as a page for a person watching the demo. */
function describeRequests(requests: TagRequest[]): string {
  const rows = [...requests]
    .reverse()
    .map((entry) => {
      const what = entry.query.en ?? entry.query.ev ?? entry.query.id ?? '';
      const detail = entry.query.ep ?? entry.query.ecommerce ?? entry.query.cd ?? '';
      const consent = entry.query.gcs ?? (entry.query.analytics ? `analytics ${entry.query.analytics}` : '');
      return `<tr><td>${escapeHtml(entry.origin)}</td><td>${escapeHtml(entry.path)}</td><td>${escapeHtml(what)}</td><td>${escapeHtml(consent)}</td><td><code>${escapeHtml(detail.slice(0, 400))}</code></td></tr>`;
    })
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Stand-in tag server</title></head><body>
<h1>Stand-in tag server (not Google, not Meta)</h1>
<p>What the demo's pages sent to the stand-ins for gtag.js, gtm.js and the Meta pixel, newest first. Reload to update. Nothing here ever leaves this machine.</p>
<table border="1" cellpadding="4"><thead><tr><th>origin</th><th>path</th><th>event or tag</th><th>consent</th><th>parameters</th></tr></thead><tbody>
${rows}
</tbody></table></body></html>`;
}

function listen(origin: TagRequest['origin'], requests: TagRequest[], port: number): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    request.resume();
    if (url.pathname === '/' && request.method === 'GET') {
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': "default-src 'none'",
      });
      response.end(describeRequests(requests));
      return;
    }
    requests.push({
      origin,
      method: request.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
    });
    if (requests.length > MAX_RECORDED) requests.shift();
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
