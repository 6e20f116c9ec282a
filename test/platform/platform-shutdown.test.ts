// Stopping the platform: with a grace (the command line's Ctrl-C and SIGTERM), a request already running is answered
// before the database closes, a handler whose client has gone still finishes its work, and new connections are refused;
// without one (what tests use), it is cut at once.
import { expect } from 'chai';
import net from 'node:net';
import { closeServer } from '../../demo/platform/http/listen.ts';
import { startPlatform, type RunningPlatform } from '../../demo/platform/start-platform.ts';

/** A platform whose API answers after 300 ms, and a promise that settles when a request has reached its handler. */
async function slowPlatform(): Promise<{ platform: RunningPlatform; reached: Promise<void> }> {
  const platform = await startPlatform({ faults: { latencyMs: 300 } });
  const decide = platform.faults.decide.bind(platform.faults);
  let arrived = (): void => undefined;
  const reached = new Promise<void>((resolve) => (arrived = resolve));
  platform.faults.decide = () => {
    arrived();
    return decide();
  };
  return { platform, reached };
}

const productsRead = (platform: RunningPlatform): Promise<Response> =>
  fetch(`${platform.urls.api}/v2/products?limit=2`, { headers: { authorization: `Bearer ${platform.keys.demo}` } });

describe('platform: stopping', function () {
  this.timeout(30_000);

  it('answers a request already running when it stops with a grace, then refuses new connections', async () => {
    const { platform, reached } = await slowPlatform();
    const answer = productsRead(platform);
    await reached;
    const closed = platform.close({ graceMs: 10_000 });
    const response = await answer;
    expect(response.status).to.equal(200);
    const body = (await response.json()) as { data: { id: string }[] };
    expect(body.data).to.have.length(2);
    await closed;
    // A new connection (fetch's pool may still hold the closed one, which fails differently).
    const api = new URL(platform.urls.api);
    const refused = await new Promise<string>((resolve) => {
      const socket = net.connect(Number(api.port), api.hostname);
      socket.once('connect', () => {
        socket.destroy();
        resolve('connected');
      });
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    });
    expect(refused).to.equal('ECONNREFUSED');
  });

  it("waits, within the grace, for a handler's work that outlives its connection (a client that has gone)", async () => {
    // A server with no connection left: its close() calls back at once, as when the client has hung up.
    const server = { close: (done: () => void) => done(), closeAllConnections() {}, closeIdleConnections() {} };
    let finish = (): void => undefined;
    const work = new Promise<void>((resolve) => (finish = resolve));
    let closed = false;
    const closing = closeServer(server as never, 10_000, new Set([work])).then(() => (closed = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(closed, 'closed while the work still runs').to.equal(false);
    finish();
    await closing;
    expect(closed).to.equal(true);
  });

  it('cuts a request already running when it stops without a grace', async () => {
    const { platform, reached } = await slowPlatform();
    const answer = productsRead(platform).then(
      (response) => `answered ${response.status}`,
      () => 'cut',
    );
    await reached;
    await platform.close();
    expect(await answer).to.equal('cut');
  });
});
