// The search bench's load generator (bench/shopkit/keep-alive-get.ts): it reads each answer whole, resolves with its
// status, joins paths under the base URL's own path and keeps its connections alive, never opening more than asked.
import { expect } from 'chai';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createKeepAliveGetter } from '../../bench/shopkit/keep-alive-get.ts';

describe('bench: kept-alive GETs', () => {
  let server: http.Server;
  let origin = '';
  let connections = 0;
  const seen: Array<{ path: string; authorization: string | undefined }> = [];

  before(async () => {
    server = http.createServer((request, response) => {
      seen.push({ path: request.url ?? '', authorization: request.headers.authorization });
      const status = request.url?.endsWith('/missing') ? 404 : 200;
      // An answer in several chunks: the status only resolves once the last one has been read.
      response.writeHead(status, { 'content-type': 'text/plain' });
      response.write('x'.repeat(64 * 1024));
      setImmediate(() => response.end('end'));
    });
    server.on('connection', () => connections++);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    connections = 0;
    seen.length = 0;
  });

  it('resolves with each answer status and sends the headers, under the base URL path', async () => {
    const getter = createKeepAliveGetter(`${origin}/api/`, { authorization: 'Bearer k' }, 2);
    try {
      expect(await getter.get('/v2/found')).to.equal(200);
      expect(await getter.get('/v2/missing')).to.equal(404);
    } finally {
      getter.close();
    }
    expect(seen).to.deep.equal([
      { path: '/api/v2/found', authorization: 'Bearer k' },
      { path: '/api/v2/missing', authorization: 'Bearer k' },
    ]);
  });

  it('sends many requests over no more connections than it was given', async () => {
    const getter = createKeepAliveGetter(origin, {}, 2);
    try {
      for (let round = 0; round < 3; round++)
        await Promise.all(Array.from({ length: 5 }, (_, i) => getter.get(`/r${round}-${i}`)));
    } finally {
      getter.close();
    }
    expect(seen).to.have.length(15);
    expect(connections).to.equal(2);
  });

  it('refuses a base URL that is not http, naming it', () => {
    expect(() => createKeepAliveGetter('https://example.test', {}, 1)).to.throw(/baseUrl: only http:/);
  });
});
