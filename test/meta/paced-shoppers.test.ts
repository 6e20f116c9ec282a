// The search bench's paced shoppers (bench/shopkit/paced-shoppers.ts) split between platform processes as a load
// balancer with kept connections would: each shopper keeps to one process over one connection, the shares are as
// even as the count allows, each process is sent its own key, and the paths are asked once in all, in order.
import { expect } from 'chai';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { runPacedShoppers, shareClients } from '../../bench/shopkit/paced-shoppers.ts';

interface Seen {
  paths: string[];
  authorizations: Set<string | undefined>;
  connections: number;
}

function startServer(seen: Seen, status = 200): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    seen.paths.push(request.url ?? '');
    seen.authorizations.add(request.headers.authorization);
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end('{}');
  });
  server.on('connection', () => seen.connections++);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const origin = (server: http.Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const close = (server: http.Server) => new Promise<void>((resolve) => server.close(() => resolve()));
const fresh = (): Seen => ({ paths: [], authorizations: new Set(), connections: 0 });

describe('bench: paced shoppers split between processes', () => {
  const seen = [fresh(), fresh()];
  let servers: http.Server[] = [];

  beforeEach(async () => {
    seen.splice(0, 2, fresh(), fresh());
    servers = [await startServer(seen[0]!), await startServer(seen[1]!)];
  });
  afterEach(async () => {
    await Promise.all(servers.map(close));
  });

  it('shares clients out as evenly as they divide, and refuses shares that cannot be', () => {
    expect(shareClients(20, 1)).to.deep.equal([20]);
    expect(shareClients(20, 2)).to.deep.equal([10, 10]);
    expect(shareClients(5, 2)).to.deep.equal([3, 2]);
    expect(() => shareClients(2, 3)).to.throw(/targets: a whole number from 1 to clients \(2\)/);
    expect(() => shareClients(0, 1)).to.throw(/clients: a whole number >= 1/);
  });

  it('keeps each shopper on one process over one connection, with that process key', async () => {
    const paths = Array.from({ length: 10_000 }, (_, i) => `/p${i}`);
    const targets = [
      { apiUrl: origin(servers[0]!), key: 'key-a' },
      { apiUrl: origin(servers[1]!), key: 'key-b' },
    ];
    const result = await runPacedShoppers({ targets, paths, clients: 5, seconds: 0.3, thinkMs: 5 });
    // Five shoppers over two processes: at most three kept connections on the first, two on the second (fewer when a
    // shopper's staggered start finds a connection idle between another's requests).
    expect(seen[0]!.connections).to.be.within(1, 3);
    expect(seen[1]!.connections).to.be.within(1, 2);
    expect([...seen[0]!.authorizations]).to.deep.equal(['Bearer key-a']);
    expect([...seen[1]!.authorizations]).to.deep.equal(['Bearer key-b']);
    expect(result.perTarget).to.deep.equal(seen.map((s) => s.paths.length));
    expect(result.latencies).to.have.length(seen[0]!.paths.length + seen[1]!.paths.length);
    expect(seen[0]!.paths.length).to.be.greaterThan(0);
    expect(seen[1]!.paths.length).to.be.greaterThan(0);
    // One order across both processes: every path asked once, none skipped, none asked twice.
    const asked = [...seen[0]!.paths, ...seen[1]!.paths].sort((a, b) => Number(a.slice(2)) - Number(b.slice(2)));
    expect(asked).to.deep.equal(paths.slice(0, asked.length));
    expect(result.repeated).to.equal(0);
  });

  it('counts a non-2xx answer apart from the times and counts the paths asked again', async () => {
    await close(servers[1]!);
    const failing = fresh();
    servers[1] = await startServer(failing, 503);
    const targets = [
      { apiUrl: origin(servers[0]!), key: 'k' },
      { apiUrl: origin(servers[1]!), key: 'k' },
    ];
    const result = await runPacedShoppers({ targets, paths: ['/only'], clients: 2, seconds: 0.2, thinkMs: 5 });
    expect(failing.paths.length).to.be.greaterThan(0);
    expect(result.non2xx).to.equal(failing.paths.length);
    expect(result.latencies).to.have.length(seen[0]!.paths.length);
    expect(result.repeated).to.equal(seen[0]!.paths.length + failing.paths.length - 1);
  });

  it('refuses to run without a path, naming the field', async () => {
    const targets = [{ apiUrl: origin(servers[0]!), key: 'k' }];
    let error: unknown;
    await runPacedShoppers({ targets, paths: [], clients: 1, seconds: 0.1, thinkMs: 5 }).catch((e) => (error = e));
    expect(String(error)).to.match(/paths: at least one path/);
  });
});
