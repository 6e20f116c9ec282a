import { expect } from 'chai';
import { startPeriodicTask, type PeriodicWork } from '../../demo/platform/scheduler/start-periodic-task.ts';

/** A pass that runs until the test lets it finish, recording when passes start and end. */
function createGatedWork(overrides: Partial<PeriodicWork<number>> = {}) {
  const events: string[] = [];
  const gates: Array<() => void> = [];
  const started: Array<() => void> = [];
  let passes = 0;
  const work: PeriodicWork<number> = {
    name: 'test work',
    async run() {
      const pass = ++passes;
      events.push(`start ${pass}`);
      started.splice(0).forEach((resolve) => resolve());
      await new Promise<void>((resolve) => gates.push(resolve));
      events.push(`end ${pass}`);
      return pass;
    },
    nextDelayMs: () => 60_000,
    retryDelayMs: 60_000,
    firstDelayMs: 60_000,
    ...overrides,
  };
  return {
    work,
    events,
    /** Resolves once the next pass has started. */
    nextStart: () => new Promise<void>((resolve) => started.push(resolve)),
    /** Lets the oldest waiting pass finish. */
    finishPass: () => gates.shift()?.(),
  };
}

describe('platform: the scheduler of periodic work', () => {
  it('runs the first pass after firstDelayMs, then each after the delay the last pass asked for', async () => {
    const delays: number[] = [];
    let passes = 0;
    let third: () => void = () => undefined;
    const done = new Promise<void>((resolve) => {
      third = resolve;
    });
    const task = startPeriodicTask({
      name: 'counting',
      run: async () => {
        passes += 1;
        if (passes === 3) third();
        return passes;
      },
      nextDelayMs: (pass) => {
        delays.push(pass);
        return 1;
      },
      retryDelayMs: 60_000,
      firstDelayMs: 1,
    });
    await done;
    await task.stop();
    expect(delays.slice(0, 2)).to.deep.equal([1, 2]);
  });

  it('never runs two passes at once: a wake during a pass asks for one more right after it', async () => {
    const gated = createGatedWork();
    const task = startPeriodicTask(gated.work);
    const first = gated.nextStart();
    task.wake();
    await first;
    task.wake();
    task.wake();
    const second = gated.nextStart();
    gated.finishPass();
    await second;
    gated.finishPass();
    await task.stop();
    expect(gated.events).to.deep.equal(['start 1', 'end 1', 'start 2', 'end 2']);
  });

  it('answers runNow during a pass with the pass that starts after it', async () => {
    const gated = createGatedWork();
    const task = startPeriodicTask(gated.work);
    const started = gated.nextStart();
    const first = task.runNow();
    await started;
    const next = gated.nextStart();
    const [a, b] = [task.runNow(), task.runNow()];
    gated.finishPass();
    expect(await first).to.equal(1);
    await next;
    gated.finishPass();
    expect([await a, await b]).to.deep.equal([2, 2]);
    await task.stop();
  });

  it('reports a pass that threw and goes on after retryDelayMs', async () => {
    const reported: unknown[] = [];
    let calls = 0;
    let recovered: () => void = () => undefined;
    const again = new Promise<void>((resolve) => {
      recovered = resolve;
    });
    const task = startPeriodicTask({
      name: 'flaky',
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error('database gone');
        recovered();
        return calls;
      },
      nextDelayMs: () => 60_000,
      retryDelayMs: 1,
      onError: (error) => reported.push(error),
    });
    await again;
    await task.stop();
    expect(reported.map((error) => (error as Error).message)).to.deep.equal(['database gone']);
    expect(calls).to.equal(2);
  });

  it('waits on stop for the pass in progress and starts no other', async () => {
    const gated = createGatedWork({ nextDelayMs: () => 0 });
    const task = startPeriodicTask(gated.work);
    const started = gated.nextStart();
    task.wake();
    await started;
    const waiting = task.runNow();
    let stopped = false;
    const stopping = task.stop().then(() => {
      stopped = true;
    });
    await Promise.resolve();
    expect(stopped, 'stop waits for the pass').to.equal(false);
    gated.finishPass();
    await stopping;
    task.wake();
    const error = await waiting.catch((e: unknown) => e);
    expect((error as Error).message).to.equal('test work: stopped');
    expect(await task.runNow().catch((e: Error) => e.message)).to.equal('test work: stopped');
    expect(gated.events).to.deep.equal(['start 1', 'end 1']);
  });
});
