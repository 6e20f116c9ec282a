// The search bench's load generator (bench/shopkit/keep-alive-get.ts): it reads each answer whole, resolves with its
// status, joins paths under the base URL's own path and keeps its connections alive, never opening more than asked,
// and sends a request again when the server closed its kept connection under it.
import { expect } from 'chai';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createKeepAliveGetter } from '../../bench/shopkit/keep-alive-get.ts';
import { startDroppingServer } from './dropping-server.ts';

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

  it('sends a request again on a new connection when the server closed the kept one as it was sent', async () => {
    const dropping = await startDroppingServer((response, count) => response.writeHead(count === 1 ? 200 : 500).end());
    const getter = createKeepAliveGetter(dropping.url, {}, 1);
    try {
      expect(await getter.get('/first')).to.equal(200);
      expect(await getter.get('/second')).to.equal(200);
    } finally {
      getter.close();
      await dropping.close();
    }
    expect(dropping.opened()).to.equal(2);
  });

  it('rejects a request whose fresh connection is refused, without sending it again', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const getter = createKeepAliveGetter(`http://127.0.0.1:${port}`, {}, 1);
    try {
      const failure = await getter.get('/').catch((error: NodeJS.ErrnoException) => error);
      expect(failure).to.have.property('code', 'ECONNREFUSED');
    } finally {
      getter.close();
    }
  });

  it('refuses a base URL that is not http, naming it', () => {
    expect(() => createKeepAliveGetter('https://example.test', {}, 1)).to.throw(/baseUrl: only http:/);
  });
});
