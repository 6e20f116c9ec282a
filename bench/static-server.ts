// A tiny loopback server for benchmark and strict-page tests: a fixed table of paths to bodies or files, each with
// its content type and optional extra headers (a Content-Security-Policy, for instance). Anything else is a 404.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StaticRoute {
  body?: string;
  file?: string;
  type: string;
  headers?: Record<string, string>;
}

export interface StaticServer {
  url: string;
  /** Adds or replaces a route while the server runs. */
  set(path: string, route: StaticRoute): void;
  close(): Promise<void>;
}

export const TYPES = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json',
  svg: 'image/svg+xml',
} as const;

export async function startStaticServer(routes: Record<string, StaticRoute> = {}, port = 0): Promise<StaticServer> {
  const table = new Map(Object.entries(routes));
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://loopback').pathname;
    const route = table.get(path);
    if (!route || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const body = route.file !== undefined ? fs.readFileSync(route.file) : Buffer.from(route.body ?? '');
    res.writeHead(200, {
      'content-type': route.type,
      'cache-control': 'no-store',
      'content-length': body.length,
      ...route.headers,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    set: (path, route) => {
      table.set(path, route);
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
