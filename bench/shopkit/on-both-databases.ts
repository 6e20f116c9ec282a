// A bench part measured on an SQLite file (in a folder of its own, removed after) and then on PostgreSQL (a durable
// throwaway server, when installed; the part gets a schema of its own on it). Without PostgreSQL the part answers
// the SQLite figures and says why the rest was skipped.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensurePostgres, INSTALL_COMMAND, startPostgresServer } from '../../scripts/postgres-server.mjs';

export type BenchDatabase = 'SQLite file' | 'PostgreSQL';

/**
 * `measure(database, location, serverPid)`: location is an SQLite file's path or a PostgreSQL URL with its schema;
 * serverPid is the PostgreSQL server's postmaster (its CPU with its backends': process-cpu.ts `cpuOfTree`), else null.
 */
export async function measureOnBothDatabases<T>(
  part: string,
  measure: (database: BenchDatabase, location: string, serverPid: number | null) => Promise<T[]>,
): Promise<{ results: T[]; skipped?: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `shopkit-bench-${part}-`));
  const results: T[] = [];
  try {
    results.push(...(await measure('SQLite file', path.join(dir, 'shop.db'), null)));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const bin = ensurePostgres();
  if (!bin) return { results, skipped: `PostgreSQL 15+ is not installed (${INSTALL_COMMAND})` };
  const server = await startPostgresServer({ bin, durable: true });
  try {
    const url = new URL(server.url);
    url.searchParams.set('schema', `bench_${part}`);
    results.push(...(await measure('PostgreSQL', url.toString(), server.pid)));
  } finally {
    server.stop();
  }
  return { results };
}
