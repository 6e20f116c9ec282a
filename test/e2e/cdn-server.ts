// A CDN on a loopback origin of its own: the built script-tag files under a versioned path
// (`/shopkit-storefront@<version>/`), served the way public CDNs serve them (CORS open to every origin, since the
// chunks are module scripts), and a log of every path asked for.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { requestPath, shopkitFiles } from '../../demo/site/shopkit-files.ts';

export interface CdnServer {
  /** The loader's URL, e.g. http://127.0.0.1:4567/shopkit-storefront@0.1.0/shopkit.js. */
  scriptUrl: string;
  origin: string;
  /** Every path requested, in order. */
  requests: string[];
  close(): Promise<void>;
}

export async function startCdnServer(version: string): Promise<CdnServer> {
  const prefix = `/shopkit-storefront@${version}`;
  const files = shopkitFiles(prefix);
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    const urlPath = requestPath(request.url);
    requests.push(urlPath);
    const file = files.get(urlPath);
    const headers = { 'access-control-allow-origin': '*', 'cache-control': 'public, max-age=31536000' };
    if (!file || request.method !== 'GET') {
      response.writeHead(404, headers).end('not found');
      return;
    }
    const type = file.endsWith('.map') ? 'application/json' : 'text/javascript; charset=utf-8';
    response.writeHead(200, { ...headers, 'content-type': type }).end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    scriptUrl: `${origin}${prefix}/shopkit.js`,
    origin,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
