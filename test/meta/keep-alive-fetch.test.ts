// The MCP bench's fetch (bench/shopkit/keep-alive-fetch.ts): the MCP SDK's client transport sends its calls with it,
// so it must send the method, headers and body it is given, answer a Response the SDK can read (status, headers,
// JSON, a 202 with nothing to read), keep its connections alive within the number it was given, send a request again
// when the server closed its kept connection under it, honour an abort, and refuse what it cannot send, naming it.
import { expect } from 'chai';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { createKeepAliveFetch } from '../../bench/shopkit/keep-alive-fetch.ts';
import { startDroppingServer } from './dropping-server.ts';

interface Seen {
  method: string;
  path: string;
  authorization: string | undefined;
  body: string;
}

describe('bench: the kept-alive fetch', () => {
  let server: http.Server;
  let origin = '';
  let connections = 0;
  const seen: Seen[] = [];
  /** Requests to /hold are answered when this is called, so that a test can abort one in flight. */
  let releaseHeld: () => void = () => {};

  before(async () => {
    server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push({
          method: request.method ?? '',
          path: request.url ?? '',
          authorization: request.headers.authorization,
          body,
        });
        if (request.url === '/accepted') return response.writeHead(202).end();
        if (request.url === '/hold') {
          releaseHeld = () => response.writeHead(200).end('late');
          return;
        }
        // An answer in two chunks: the Response is made only once the last one has been read.
        response.writeHead(201, { 'content-type': 'application/json', 'x-answer': 'yes' });
        response.write('{"echo":');
        setImmediate(() => response.end(`${JSON.stringify(body)}}`));
      });
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

  it('sends the method, headers and body, and answers a Response with the status, headers and whole body', async () => {
    const kept = createKeepAliveFetch(2);
    try {
      const response = await kept.fetch(`${origin}/things?x=1`, {
        method: 'POST',
        headers: new Headers({ authorization: 'Bearer k', 'content-type': 'application/json' }),
        body: '{"a":1}',
      });
      expect(response.status).to.equal(201);
      expect(response.ok).to.equal(true);
      expect(response.headers.get('x-answer')).to.equal('yes');
      expect(await response.json()).to.deep.equal({ echo: '{"a":1}' });
      const accepted = await kept.fetch(`${origin}/accepted`, { method: 'POST', headers: {}, body: '' });
      expect(accepted.status).to.equal(202);
      expect(await accepted.text()).to.equal('');
    } finally {
      kept.close();
    }
    expect(seen).to.deep.equal([
      { method: 'POST', path: '/things?x=1', authorization: 'Bearer k', body: '{"a":1}' },
      { method: 'POST', path: '/accepted', authorization: undefined, body: '' },
    ]);
  });

  it('sends many requests over no more connections than it was given', async () => {
    const kept = createKeepAliveFetch(2);
    try {
      for (let round = 0; round < 3; round++)
        await Promise.all(Array.from({ length: 5 }, (_, i) => kept.fetch(`${origin}/r${round}-${i}`)));
    } finally {
      kept.close();
    }
    expect(seen).to.have.length(15);
    expect(connections).to.equal(2);
  });

  it('sends a request again on a new connection when the server closed the kept one as it was sent', async () => {
    const dropping = await startDroppingServer((response, count) => response.end(`answer ${count}`));
    const kept = createKeepAliveFetch(1);
    try {
      const url = `${dropping.url}/`;
      expect(await (await kept.fetch(url)).text()).to.equal('answer 1');
      expect(await (await kept.fetch(url, { method: 'POST', body: 'again' })).text()).to.equal('answer 1');
    } finally {
      kept.close();
      await dropping.close();
    }
    expect(dropping.opened()).to.equal(2);
  });

  it('rejects a request aborted in flight', async () => {
    const kept = createKeepAliveFetch(1);
    const abort = new AbortController();
    try {
      const answer = kept.fetch(`${origin}/hold`, { signal: abort.signal });
      // Aborted once the server has the request, so the abort cuts a request in flight, not one never sent.
      while (!seen.some((request) => request.path === '/hold')) await new Promise((resolve) => setImmediate(resolve));
      abort.abort();
      let failure: unknown;
      await answer.catch((error: unknown) => (failure = error));
      expect(failure).to.be.instanceOf(Error);
      expect((failure as Error).name).to.equal('AbortError');
    } finally {
      releaseHeld();
      kept.close();
    }
  });

  it('refuses what it cannot send, naming it', async () => {
    const kept = createKeepAliveFetch(1);
    try {
      let failure: unknown;
      await kept.fetch('https://example.test/').catch((error: unknown) => (failure = error));
      expect(String(failure)).to.match(/url: only http:/);
      await kept
        .fetch(`${origin}/x`, { method: 'POST', body: new Uint8Array([1]) })
        .catch((error: unknown) => (failure = error));
      expect(String(failure)).to.match(/init\.body: only a string body/);
    } finally {
      kept.close();
    }
    expect(() => createKeepAliveFetch(0)).to.throw(/connections: a whole number/);
  });

  it("carries the MCP SDK's own client through initialize and a tool call", async () => {
    const mcp = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', async () => {
        // As the platform's /mcp: stateless, no stream of server messages to open.
        if (request.method !== 'POST') return response.writeHead(405, { allow: 'POST' }).end();
        const tools = new McpServer({ name: 'test', version: '1.0.0' });
        tools.registerTool('add', { description: 'adds one' }, () => ({ content: [{ type: 'text', text: 'added' }] }));
        const transport = new WebStandardStreamableHTTPServerTransport({
          sessionIdGenerator: undefined,
          enableJsonResponse: true,
        });
        await tools.connect(transport);
        const headers = new Headers();
        for (const [name, value] of Object.entries(request.headers))
          if (typeof value === 'string') headers.set(name, value);
        const answer = await transport.handleRequest(
          new Request(`http://localhost${request.url}`, { method: request.method, headers }),
          { parsedBody: JSON.parse(body) },
        );
        response.writeHead(answer.status, Object.fromEntries(answer.headers.entries()));
        response.end(Buffer.from(await answer.arrayBuffer()));
        await tools.close();
      });
    });
    await new Promise<void>((resolve) => mcp.listen(0, '127.0.0.1', resolve));
    const kept = createKeepAliveFetch(1);
    const client = new Client({ name: 'bench-test', version: '1.0.0' });
    try {
      const url = new URL(`http://127.0.0.1:${(mcp.address() as AddressInfo).port}/mcp`);
      await client.connect(new StreamableHTTPClientTransport(url, { fetch: kept.fetch }));
      const result = await client.callTool({ name: 'add', arguments: {} });
      expect(result.content).to.deep.equal([{ type: 'text', text: 'added' }]);
    } finally {
      await client.close();
      kept.close();
      await new Promise<void>((resolve) => mcp.close(() => resolve()));
    }
  });
});
