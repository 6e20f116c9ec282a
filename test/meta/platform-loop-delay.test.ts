// The MCP bench's probe of the platform's event loop (bench/shopkit/loop-delay-probe.ts, read through
// platform-loop-delay.ts): loaded into another process by its Node options, it reports a window's late timers and
// garbage collection pauses when asked, and each window starts afresh.
import { expect } from 'chai';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { closeLoopDelayWindow, LOOP_DELAY_NODE_ARGS } from '../../bench/shopkit/platform-loop-delay.ts';

/** A process that, on each line read from its input, soon holds its thread for 80 ms and collects its garbage, then says so. */
const BLOCKER = `
process.stdin.on('data', () =>
  // A window is timed from the probe's first sample in it (within 10 ms of its opening), so the thread is held later.
  setTimeout(() => {
    const until = performance.now() + 80;
    while (performance.now() < until);
    globalThis.gc();
    // Said from a timer: the probe's own timer, due earlier, has then run and seen how late it was.
    setTimeout(() => process.stdout.write('done\\n'), 20);
  }, 30),
);
process.stdout.write('ready\\n');
`;

/** Resolves once the child has written `text` on its output since this was called. */
function nextLine(child: ChildProcess, text: string) {
  return new Promise<void>((resolve, reject) => {
    let seen = '';
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      if (!seen.includes(text)) return;
      child.stdout!.off('data', onData);
      child.off('exit', onExit);
      resolve();
    };
    const onExit = () => reject(new Error(`the process ended before writing ${JSON.stringify(text)}`));
    child.stdout!.on('data', onData);
    child.once('exit', onExit);
  });
}

describe('bench: the platform event loop probe', () => {
  let child: ChildProcess;

  before(async () => {
    child = spawn(process.execPath, [...LOOP_DELAY_NODE_ARGS, '--expose-gc', '--input-type=module', '-e', BLOCKER], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const ready = nextLine(child, 'ready');
    await ready;
  });
  after(async () => {
    child.kill();
    if (child.exitCode === null) await once(child, 'exit');
  });

  it("reports a window's held thread and collections, and starts the next window afresh", async () => {
    const opening = await closeLoopDelayWindow(child.pid!);
    const done = nextLine(child, 'done');
    child.stdin!.write('block\n');
    await done;
    const blocked = await closeLoopDelayWindow(child.pid!);
    const quiet = await closeLoopDelayWindow(child.pid!);
    expect(blocked.window).to.equal(opening.window + 1);
    expect(blocked.lateMaxMs).to.be.at.least(50);
    expect(blocked.gcPauses).to.be.at.least(1);
    expect(blocked.gcMaxMs).to.be.above(0);
    expect(quiet.window).to.equal(blocked.window + 1);
    expect(quiet.gcPauses).to.equal(0);
    expect(quiet.lateMaxMs).to.be.below(blocked.lateMaxMs);
  });
});
