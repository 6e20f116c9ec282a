// A bare loopback server for the bundle smoke test: one HTML page of the test's choosing and the built scripts, with
// nothing of the demo site. It has to be a real loopback origin: Chromium's local-network-access checks refuse a
// page fulfilled by page.route() (no address) when it calls the platform on 127.0.0.1.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { requestPath, shopkitFiles } from '../../demo/site/shopkit-files.ts';

export interface PlainPageServer {
  url: string;
  close(): Promise<void>;
}

/** Serves `page` at `/` (with `headers`, such as a CSP) and the built bundle with its chunks. */
export async function startPlainPageServer(
  page: string,
  headers: Record<string, string> = {},
): Promise<PlainPageServer> {
  const files = shopkitFiles();
  const server = http.createServer((request, response) => {
    const file = files.get(requestPath(request.url));
    if (file) {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      response.end(fs.readFileSync(file));
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
