// Loaded into the platform's process by a bench (platform-loop-delay.ts's LOOP_DELAY_NODE_ARGS): how late
// the platform's event loop ran and how long its garbage collector held it, over a window the bench chooses. A call's
// latency includes every moment the platform's one thread was busy with something else or paused for a collection;
// its CPU per call does not show that.
//
// The bench (platform-loop-delay.ts) closes a window and opens the next by sending SIGUSR2; the probe then writes the
// closed window's figures to a file of its process's own, which the bench reads. A window's lateness is counted from
// the probe's first sample in it, within RESOLUTION_MS of its opening (monitorEventLoopDelay's reset drops the sample
// that spans it); the bench's windows are seconds long.
import fs from 'node:fs';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { probeFile, type LoopDelayWindow } from './platform-loop-delay.ts';

/** How often the event loop's lateness is sampled (ms): a timer that should fire every this often. */
const RESOLUTION_MS = 10;

const late = (ns: number) => Math.max(0, ns / 1e6 - RESOLUTION_MS);

function startProbe() {
  const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  let gc = { pauses: 0, totalMs: 0, maxMs: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gc.pauses++;
      gc.totalMs += entry.duration;
      gc.maxMs = Math.max(gc.maxMs, entry.duration);
    }
  }).observe({ entryTypes: ['gc'] });
  let window = 0;
  delay.enable();
  process.on('SIGUSR2', () => {
    const figures: LoopDelayWindow = {
      window: ++window,
      lateP99Ms: late(delay.percentile(99)),
      lateMaxMs: late(delay.max),
      gcPauses: gc.pauses,
      gcTotalMs: gc.totalMs,
      gcMaxMs: gc.maxMs,
    };
    const file = probeFile(process.pid);
    fs.writeFileSync(`${file}.part`, JSON.stringify(figures));
    fs.renameSync(`${file}.part`, file);
    delay.reset();
    gc = { pauses: 0, totalMs: 0, maxMs: 0 };
  });
}

startProbe();
