// Serves a built example (its dist/ folder) on a free loopback port, as a static host would: a path answers its file,
// `<path>.html` or `<path>/index.html`, and anything else the app's index.html (a single-page app's fallback).
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

function fileFor(dir: string, pathname: string): string {
  const wanted = path.normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  for (const candidate of [wanted, `${wanted}.html`, path.join(wanted, 'index.html')]) {
    const file = path.join(dir, candidate);
    if (file.startsWith(dir) && fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return path.join(dir, 'index.html');
}

export async function serveStatic(dir: string): Promise<StaticServer> {
  const server = http.createServer((request, response) => {
    const file = fileFor(dir, new URL(request.url ?? '/', 'http://example.invalid').pathname);
    response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    response.end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
