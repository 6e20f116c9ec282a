// A bare loopback server for the bundle smoke test: one HTML page of the test's choosing and the built bundle, with
// nothing of the demo site. It has to be a real loopback origin: Chromium's local-network-access checks refuse a
// page fulfilled by page.route() (no address) when it calls the platform on 127.0.0.1.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { REPO_ROOT } from '../../demo/site/static-files.ts';

export interface PlainPageServer {
  url: string;
  close(): Promise<void>;
}

/** Serves `page` at `/` (with `headers`, such as a CSP) and the built bundle at `/shopkit.js`. */
export async function startPlainPageServer(
  page: string,
  headers: Record<string, string> = {},
): Promise<PlainPageServer> {
  const server = http.createServer((request, response) => {
    if (request.url === '/shopkit.js') {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      response.end(fs.readFileSync(path.join(REPO_ROOT, 'dist/shopkit.js')));
      return;
    }
    response.writeHead(request.url === '/' ? 200 : 404, { 'content-type': 'text/html; charset=utf-8', ...headers });
    response.end(request.url === '/' ? page : 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
