// Connections that cost what they cost on a real network (`npm run bench -- --connections tls`). Chromium's emulated
// round trip (network.ts) delays each request, but a connection to a loopback server opens at once, so a page that
// opens its API connection early (a preconnect) gains nothing there. Here each API origin the page talks to is HTTPS
// behind a front that holds every new connection for two round trips before the server sees its first byte (TCP's
// handshake, then TLS 1.3's), the cost a shopper's browser pays on its first request to a new origin: ours through a
// TLS (HTTP/2) proxy to the platform on a separate origin, and Buy Button's canned Shopify API the same way.
import http from 'node:http';
import http2 from 'node:http2';
import net from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import { createLoopbackCertificate } from '../demo/platform/v1/create-loopback-certificate.ts';
import type { PageScenario } from './page-cost.ts';

export interface Front {
  /** `https://127.0.0.1:<port>`: the front's origin. */
  url: string;
  close(): Promise<void>;
}

async function listen(server: net.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** A TCP front for the server on `port`: each new connection waits `handshakeMs` before its bytes go through. */
export async function startHandshakeFront(port: number, handshakeMs: number): Promise<Front> {
  const sockets = new Set<Socket>();
  const server = net.createServer((client) => {
    client.pause();
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    setTimeout(() => {
      const upstream = net.connect(port, '127.0.0.1', () => {
        client.pipe(upstream).pipe(client);
        client.resume();
      });
      sockets.add(upstream);
      upstream.on('close', () => sockets.delete(upstream));
      upstream.on('error', () => client.destroy());
      client.on('error', () => upstream.destroy());
    }, handshakeMs);
  });
  const front = await listen(server);
  return {
    url: `https://127.0.0.1:${front}`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'host']);

/** The platform's API at `target` (plain HTTP) served over TLS and HTTP/2 on an origin of its own, behind the front. */
export async function startTlsApi(target: string, handshakeMs: number): Promise<Front> {
  const upstream = new URL(target);
  const server = http2.createSecureServer({ ...createLoopbackCertificate(), allowHTTP1: true }, (req, res) => {
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(req.headers))
      if (!name.startsWith(':') && !HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers },
      (answer) => {
        const back: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(answer.headers))
          if (!HOP_BY_HOP.has(name) && value !== undefined) back[name] = value;
        res.writeHead(answer.statusCode ?? 502, back);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  const tls = await listen(server as unknown as net.Server);
  const front = await startHandshakeFront(tls, handshakeMs);
  return {
    url: front.url,
    close: async () => {
      await front.close();
      for (const session of sessions) session.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The scenarios with every mention of the API origin `from` (pages, their CSP, the origin they read from) as `to`. */
export function pointApiAt<T extends PageScenario>(scenarios: T[], from: string, to: string): T[] {
  const swap = (text: string) => text.split(from).join(to);
  return scenarios.map((scenario) => ({
    ...scenario,
    apiOrigin: scenario.apiOrigin === from ? to : scenario.apiOrigin,
    files: Object.fromEntries(
      Object.entries(scenario.files ?? {}).map(([path, route]) => [
        path,
        {
          ...route,
          body: route.body === undefined ? undefined : swap(route.body),
          headers: route.headers && Object.fromEntries(Object.entries(route.headers).map(([k, v]) => [k, swap(v)])),
        },
      ]),
    ),
  }));
}
