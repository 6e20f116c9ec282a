// Loaded into a measured process with `--import`: samples the V8 heap every 100 ms and writes the peak heap in use and
// the process's peak resident memory to the file SHOPKIT_BENCH_MEMORY names (JSON, bytes) every second and when the
// process exits, so a process that dies of an out-of-memory abort (no exit handlers) still leaves its figures.
import fs from 'node:fs';

let peakHeapBytes = 0;
const sample = () => {
  peakHeapBytes = Math.max(peakHeapBytes, process.memoryUsage().heapUsed);
};
const write = () => {
  const peakRssBytes = process.resourceUsage().maxRSS * 1024;
  fs.writeFileSync(process.env.SHOPKIT_BENCH_MEMORY, JSON.stringify({ peakHeapBytes, peakRssBytes }));
};
setInterval(sample, 100).unref();
setInterval(write, 1000).unref();
process.on('exit', () => {
  sample();
  write();
});
