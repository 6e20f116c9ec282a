// The PostgreSQL step of `npm test`: starts a throwaway PostgreSQL server (scripts/postgres-server.mjs) and runs the
// platform's contract, chaos and durability suites against it, each test platform in a schema of its own, plus the
// two-process suite (test/postgres/). File arguments (`node scripts/test-postgres.mjs test/platform/x.test.ts`) run
// only those files. Without PostgreSQL 15+: installs it through apt when root, otherwise prints the
// command and counts the step as skipped. Counts go to test-results/counts-postgres.json, like the other runners.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './ensure-env.mjs';
import { ensurePostgres, INSTALL_COMMAND, startPostgresServer } from './postgres-server.mjs';

export const POSTGRES_SPECS = [
  'test/platform/**/*.test.ts',
  'test/server/**/*.test.ts',
  'test/chaos/**/*.test.ts',
  'test/postgres/**/*.test.ts',
];
const COUNTS = path.join(ROOT, 'test-results/counts-postgres.json');

function writeCounts(counts) {
  fs.mkdirSync(path.dirname(COUNTS), { recursive: true });
  fs.writeFileSync(COUNTS, JSON.stringify(counts));
}

const bin = ensurePostgres();
if (!bin) {
  console.log(
    `shopkit: PostgreSQL 15+ is not installed; skipping the PostgreSQL step. Install it with: ${INSTALL_COMMAND}`,
  );
  writeCounts({ passed: 0, failed: 0, skipped: 1 });
  process.exit(0);
}
const started = Date.now();
const server = await startPostgresServer({ bin, durable: false });
console.log(`shopkit: PostgreSQL from ${bin} on port ${server.port}, ready in ${Date.now() - started} ms`);
const stop = () => {
  try {
    server.stop();
  } catch (error) {
    console.error(`shopkit: stopping PostgreSQL failed: ${error.message}`);
  }
};
process.once('SIGINT', () => {
  stop();
  process.exit(130);
});
let status = 1;
try {
  const mocha = path.join(ROOT, 'node_modules', '.bin', 'mocha');
  const files = process.argv.slice(2);
  const specs = files.length > 0 ? files : POSTGRES_SPECS;
  const result = spawnSync(mocha, ['--config', 'test/postgres/mocharc.cjs', ...specs], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, SHOPKIT_PRIVATE_DATABASE_URL: server.url },
  });
  status = result.status ?? 1;
} finally {
  stop();
}
process.exit(status);
