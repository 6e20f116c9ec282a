// The bench's side of loop-delay-probe.ts: the Node options that load the probe into the platform's process, and the
// window of figures read from it. A window opens when the probe is told to start one and closes when its figures are
// read, so a bench reads exactly the stretch it timed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface LoopDelayWindow {
  /** Which window this is, counted from 1 by the probe. */
  window: number;
  /** How late the platform's event loop ran its timers (ms): p99 and the worst. */
  lateP99Ms: number;
  lateMaxMs: number;
  /** The platform's garbage collection pauses in the window: how many, their total and the longest (ms). */
  gcPauses: number;
  gcTotalMs: number;
  gcMaxMs: number;
}

/**
 * Node options for startPlatformProcess: the probe loaded before the platform's own code, after tsx (which the probe,
 * TypeScript, needs; startPlatformProcess imports tsx again, which is harmless).
 */
export const LOOP_DELAY_NODE_ARGS = [
  '--import',
  'tsx',
  '--import',
  fileURLToPath(new URL('./loop-delay-probe.ts', import.meta.url)),
];

/** Where the process `pid` writes a window's figures. */
export const probeFile = (pid: number) => path.join(os.tmpdir(), `shopkit-loop-delay-${pid}.json`);

/** How long the platform may take to answer the signal, however loaded the machine. */
const ANSWER_TIMEOUT_MS = 30_000;

/**
 * Closes the probe's current window in process `pid` (started with LOOP_DELAY_NODE_ARGS) and opens the next; resolves
 * with the closed window's figures once the probe has written them.
 */
export async function closeLoopDelayWindow(pid: number): Promise<LoopDelayWindow> {
  const file = probeFile(pid);
  fs.rmSync(file, { force: true });
  process.kill(pid, 'SIGUSR2');
  const deadline = performance.now() + ANSWER_TIMEOUT_MS;
  // The probe renames a finished file into place, so a file that exists is whole.
  while (!fs.existsSync(file)) {
    if (performance.now() > deadline) throw new Error(`bench: process ${pid} wrote no event loop figures (${file})`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  const figures = JSON.parse(fs.readFileSync(file, 'utf8')) as LoopDelayWindow;
  fs.rmSync(file, { force: true });
  return figures;
}
