// The one command that runs every test: `npm test`. Installs what is missing, checks formatting and lint,
// type-checks, builds, checks sizes, then runs the Node suites (mocha), the platform's suites again on PostgreSQL
// (scripts/test-postgres.mjs), the browser suites (web-test-runner), the end-to-end suites (Playwright) and the
// framework examples (scripts/examples/test-examples.mjs: installed from the packed package, type-checked, built and
// driven).
// Ends with each step's counts, the name of every failed test (a CI log shown only by its tail still says what failed)
// and one line `N passed, N failed, N skipped`, and exits non-zero when anything failed.
// `npm test -- --only node,browser` runs a subset while developing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, ensureEnv } from './ensure-env.mjs';

const onlyArg = process.argv.find((arg) => arg.startsWith('--only'));
const only = onlyArg
  ? (onlyArg.includes('=') ? onlyArg.split('=')[1] : process.argv[process.argv.indexOf(onlyArg) + 1]).split(',')
  : null;
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);

const NODE_SPECS = [
  'test/core/**/*.test.ts',
  'test/platform/**/*.test.ts',
  'test/server/**/*.test.ts',
  'test/meta/**/*.test.ts',
  'test/chaos/**/*.test.ts',
  'test/prerender/**/*.test.ts',
];

const STEPS = [
  { name: 'format', kind: 'check', command: bin('prettier'), args: ['--check', '--log-level', 'warn', '.'] },
  { name: 'lint', kind: 'check', command: bin('eslint'), args: ['.'] },
  { name: 'typecheck', kind: 'check', command: bin('tsc'), args: ['-p', 'tsconfig.json', '--noEmit'] },
  { name: 'build', kind: 'check', command: process.execPath, args: ['esbuild.mjs'] },
  { name: 'size', kind: 'check', command: process.execPath, args: ['--import', 'tsx', 'scripts/size.mjs'] },
  { name: 'node', kind: 'runner', command: bin('mocha'), args: NODE_SPECS, counts: 'test-results/counts-node.json' },
  {
    name: 'postgres',
    kind: 'runner',
    command: process.execPath,
    args: ['scripts/test-postgres.mjs'],
    counts: 'test-results/counts-postgres.json',
  },
  {
    name: 'browser',
    kind: 'runner',
    command: bin('web-test-runner'),
    args: [],
    counts: 'test-results/counts-browser.json',
    files: ['test/core', 'test/components'],
  },
  {
    name: 'e2e',
    kind: 'runner',
    command: bin('playwright'),
    args: ['test'],
    counts: 'test-results/counts-e2e.json',
    files: ['test/e2e'],
  },
  {
    // The framework examples (examples/): packed, installed with npm ci, type-checked, built and driven.
    name: 'examples',
    kind: 'runner',
    command: process.execPath,
    args: ['scripts/examples/test-examples.mjs'],
    counts: 'test-results/counts-examples.json',
    files: ['test/examples'],
  },
];

function hasFiles(dirs) {
  const walk = (dir) =>
    fs.existsSync(dir) &&
    fs
      .readdirSync(dir, { withFileTypes: true })
      .some((entry) =>
        entry.isDirectory() ? walk(path.join(dir, entry.name)) : /\.(test|spec)\.ts$/.test(entry.name),
      );
  return dirs.some((dir) => walk(path.join(ROOT, dir)));
}

function runStep(step) {
  const countsFile = step.counts && path.join(ROOT, step.counts);
  if (countsFile) fs.rmSync(countsFile, { force: true });
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const result = spawnSync(step.command, step.args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  const status = result.status ?? 1;
  console.log(`=== ${step.name}: exit ${status} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`);
  if (step.kind === 'check')
    return status === 0
      ? { passed: 1, failed: 0, skipped: 0, failures: [] }
      : { passed: 0, failed: 1, skipped: 0, failures: [`exit ${status}`] };
  const counts = {
    passed: 0,
    failed: 0,
    skipped: 0,
    failures: [],
    ...(fs.existsSync(countsFile) ? JSON.parse(fs.readFileSync(countsFile, 'utf8')) : {}),
  };
  // A runner that exits non-zero without a counted failure (a file that failed to load, a crash) is one failure.
  if (status !== 0 && counts.failed === 0) {
    counts.failed = 1;
    counts.failures.push(`exit ${status} without a counted failure`);
  }
  return counts;
}

const FAILURES_NAMED = 30;

/**
 * Each step's counts, then the failures by name, so that the last lines of a long log say what failed. Worded unlike
 * the closing line, which CI reads as the run's result.
 */
function printSummary(results) {
  console.log('\n=== summary ===');
  for (const { name, counts } of results)
    console.log(`${name} — passed ${counts.passed}, failed ${counts.failed}, skipped ${counts.skipped}`);
  const failures = results.flatMap(({ name, counts }) =>
    (counts.failures ?? []).map((failure) => `${name} — ${failure}`),
  );
  for (const failure of failures.slice(0, FAILURES_NAMED)) console.log(`failed in ${failure}`);
  if (failures.length > FAILURES_NAMED)
    console.log(`and ${failures.length - FAILURES_NAMED} more failures named above`);
}

let total = { passed: 0, failed: 0, skipped: 0 };
const results = [];
try {
  ensureEnv();
} catch (error) {
  console.error(`shopkit: ${error.message}`);
  total.failed++;
}
if (total.failed === 0) {
  for (const step of STEPS) {
    if (only && !only.includes(step.name)) continue;
    if (step.files && !hasFiles(step.files)) continue;
    const counts = runStep(step);
    results.push({ name: step.name, counts });
    total = {
      passed: total.passed + counts.passed,
      failed: total.failed + counts.failed,
      skipped: total.skipped + counts.skipped,
    };
  }
}
printSummary(results);
console.log(`\n${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 ? 1 : 0);
