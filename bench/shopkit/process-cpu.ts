// CPU time used by processes, read from /proc (Linux): a figure that, unlike requests per second, does not depend on
// what else the machine is running. `cpuOfTree(root)` sums a process and its children (a PostgreSQL server: the
// postmaster and its backends). `machineCpu()` is every core's busy time together, so that a bench can tell how much of
// a window's CPU went to processes it does not watch (other sessions, the kernel, a server's background work).
import fs from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

interface ProcStat {
  ppid: number;
  cpuMs: number;
}

function readStat(pid: number): ProcStat | null {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), cpuMs: (Number(fields[11]) + Number(fields[12])) * TICK_MS };
  } catch {
    return null;
  }
}

/** CPU ms of each live process among `pids`. */
export function cpuOf(pids: number[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const pid of pids) {
    const stat = readStat(pid);
    if (stat) out.set(pid, stat.cpuMs);
  }
  return out;
}

/** CPU ms of `root` and of every process whose parent it is. */
export function cpuOfTree(root: number): Map<number, number> {
  const out = cpuOf([root]);
  if (!fs.existsSync('/proc')) return out;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(Number(entry));
    if (stat?.ppid === root) out.set(Number(entry), stat.cpuMs);
  }
  return out;
}

/** CPU ms used between two readings; processes started in between count from zero. */
export function cpuSpent(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

/** Busy CPU ms of all cores together since boot (user, nice, system, irq, softirq, steal), or null without /proc/stat. */
export function machineCpu(): number | null {
  try {
    const line = fs.readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!;
    const [user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number);
    return [user, nice, system, irq, softirq, steal].reduce((sum: number, ticks) => sum + (ticks ?? 0), 0) * TICK_MS;
  } catch {
    return null;
  }
}
