// A tiny loopback server for benchmark and strict-page tests: a fixed table of paths to bodies or files, each with
// its content type and optional extra headers (a Content-Security-Policy, for instance). Anything else is a 404.
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo, Socket } from 'node:net';
import { createLoopbackCertificate } from '../demo/platform/v1/create-loopback-certificate.ts';

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
  png: 'image/png',
} as const;

export interface StaticServerOptions {
  /**
   * Serve over HTTP/2 with TLS (a self-signed loopback certificate the browser context must accept), as a CDN
   * does: every request of a page shares one connection instead of queueing for six.
   */
  http2?: boolean;
}

export async function startStaticServer(
  routes: Record<string, StaticRoute> = {},
  port = 0,
  options: StaticServerOptions = {},
): Promise<StaticServer> {
  const table = new Map(Object.entries(routes));
  const handle = (
    req: http.IncomingMessage | http2.Http2ServerRequest,
    res: http.ServerResponse | http2.Http2ServerResponse,
  ) => {
    const path = new URL(req.url ?? '/', 'http://loopback').pathname;
    const route = table.get(path);
    if (!route || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
      return;
    }
    const body = route.file !== undefined ? fs.readFileSync(route.file) : Buffer.from(route.body ?? '');
    res.writeHead(200, {
      'content-type': route.type,
      'cache-control': 'no-store',
      'content-length': body.length,
      ...route.headers,
    });
    res.end(req.method === 'HEAD' ? '' : body);
  };
  const sockets = new Set<Socket>();
  const server = options.http2
    ? http2.createSecureServer({ ...createLoopbackCertificate(), allowHTTP1: true }, handle)
    : http.createServer(handle);
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `${options.http2 ? 'https' : 'http'}://127.0.0.1:${bound}`,
    set: (path, route) => {
      table.set(path, route);
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
