// The one command that runs every test: `npm test`. Installs what is missing, checks formatting and lint,
// type-checks, builds, checks sizes, then runs the Node suites (mocha), the platform's suites again on PostgreSQL
// (scripts/test-postgres.mjs), the browser suites (web-test-runner), the end-to-end suites (Playwright), the
// end-to-end tests that time something (alone), and the framework examples (scripts/examples/test-examples.mjs:
// installed from the packed package, type-checked, built and driven).
// Steps run one at a time unless SHOPKIT_TEST_CORES allows more side by side (see STEPS); with more than one, each
// step's output is printed whole when it ends. Ends with each step's counts and time, every failed test with why it
// failed (a CI log shown only by its tail still says what failed) and one line `N passed, N failed, N skipped`, and
// exits non-zero when anything failed.
// `npm test -- --only node,browser` runs a subset while developing; `SHOPKIT_TEST_CORES=2` runs steps side by side
// on two cores (docs/contributing.md says why it is not the default: the Node and PostgreSQL steps' timing tests fail
// beside the end-to-end tests' browsers).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, ensureEnv } from './ensure-env.mjs';

const onlyArg = process.argv.find((arg) => arg.startsWith('--only'));
const only = onlyArg
  ? (onlyArg.includes('=') ? onlyArg.split('=')[1] : process.argv[process.argv.indexOf(onlyArg) + 1]).split(',')
  : null;
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
const CORES = Number(process.env.SHOPKIT_TEST_CORES ?? 1);
if (!Number.isInteger(CORES) || CORES < 1) {
  console.error(
    `shopkit: SHOPKIT_TEST_CORES must be a whole number of cores, 1 or more; got "${process.env.SHOPKIT_TEST_CORES}"`,
  );
  process.exit(1);
}
const LOGS = path.join(ROOT, 'test-results/logs');

const NODE_SPECS = [
  'test/core/**/*.test.ts',
  'test/platform/**/*.test.ts',
  'test/server/**/*.test.ts',
  'test/meta/**/*.test.ts',
  'test/chaos/**/*.test.ts',
  'test/prerender/**/*.test.ts',
];

/**
 * The steps, in the order they start. `after`: steps whose output this one reads (the build's dist/). `load`: about
 * how many cores the step keeps busy, its CPU seconds over its wall seconds (the figures are in docs/contributing.md).
 * A step starts while the loads of the steps running add up to less than the machine's cores (or nothing runs), so
 * both cores stay busy and the longest step starts as soon as the build is there. `alone`: the step times something;
 * such steps run last, with nothing beside them.
 */
const STEPS = [
  { name: 'build', kind: 'check', load: 1, command: process.execPath, args: ['esbuild.mjs'] },
  {
    name: 'e2e',
    kind: 'runner',
    load: 1.5,
    after: ['build'],
    command: bin('playwright'),
    args: ['test', '--workers', '1', '--project', 'chromium', '--project', 'chromium, failed imports cached'],
    counts: 'test-results/counts-e2e.json',
    files: ['test/e2e'],
  },
  {
    name: 'postgres',
    kind: 'runner',
    load: 1,
    command: process.execPath,
    args: ['scripts/test-postgres.mjs'],
    counts: 'test-results/counts-postgres.json',
  },
  {
    name: 'node',
    kind: 'runner',
    load: 1,
    after: ['build'],
    command: bin('mocha'),
    args: NODE_SPECS,
    counts: 'test-results/counts-node.json',
  },
  { name: 'typecheck', kind: 'check', load: 1, command: bin('tsc'), args: ['-p', 'tsconfig.json', '--noEmit'] },
  { name: 'lint', kind: 'check', load: 1, command: bin('eslint'), args: ['.'] },
  { name: 'format', kind: 'check', load: 1, command: bin('prettier'), args: ['--check', '--log-level', 'warn', '.'] },
  {
    name: 'browser',
    kind: 'runner',
    load: 1.5,
    after: ['build'],
    command: bin('web-test-runner'),
    args: [],
    counts: 'test-results/counts-browser.json',
    files: ['test/core', 'test/components'],
  },
  {
    // The framework examples (examples/): packed, installed with npm ci, type-checked, built and driven.
    name: 'examples',
    kind: 'runner',
    load: 0.5,
    after: ['build'],
    command: process.execPath,
    args: ['scripts/examples/test-examples.mjs'],
    counts: 'test-results/counts-examples.json',
    files: ['test/examples'],
  },
  {
    name: 'size',
    kind: 'check',
    load: 1,
    after: ['build'],
    command: process.execPath,
    args: ['--import', 'tsx', 'scripts/size.mjs'],
  },
  {
    // The end-to-end tests tagged @timing (a long task, a time printed): one worker, nothing else on the machine.
    name: 'e2e-timing',
    kind: 'runner',
    alone: true,
    after: ['build'],
    command: bin('playwright'),
    // Its own output folder: Playwright empties the folder when it starts, and the e2e step's failures are in the other.
    args: ['test', '--project', 'timing', '--no-deps', '--output', 'test-results/playwright-timing'],
    partOf: 'e2e',
    env: { SHOPKIT_E2E_COUNTS: 'test-results/counts-e2e-timing.json' },
    counts: 'test-results/counts-e2e-timing.json',
    files: ['test/e2e'],
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

/**
 * The CPU seconds of this process's ended children, with theirs (Linux's /proc/self/stat, in clock ticks of 1/100 s);
 * null elsewhere. Read as each step's process exits, the growth since the last exit is that step's CPU time.
 */
function childrenCpuSeconds() {
  try {
    const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

let cpuAtLastExit = childrenCpuSeconds();

/**
 * The CPU seconds every process on the machine has spent, all cores together (Linux's /proc/stat: user, nice,
 * system, irq, softirq and steal, in clock ticks of 1/100 s); null elsewhere. Unlike a step's own figure it counts what
 * runs detached from the step: the PostgreSQL server and Chromium's renderers.
 */
function machineCpuSeconds() {
  try {
    const [user, nice, system, , , irq, softirq, steal] = fs
      .readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return (user + nice + system + irq + softirq + (steal || 0)) / 100;
  } catch {
    return null;
  }
}

/**
 * Runs one step to its end; its output goes to `log` (printed when it ends) or, when it runs by itself, through.
 * Answers its exit status and CPU seconds (null where they cannot be read).
 */
function spawnStep(step, log) {
  return new Promise((resolve) => {
    const output = log ? fs.openSync(log, 'w') : 'inherit';
    const child = spawn(step.command, step.args, {
      cwd: ROOT,
      stdio: ['ignore', output, output],
      env: { ...process.env, FORCE_COLOR: '0', ...step.env },
    });
    child.on('error', (error) => {
      if (log) fs.appendFileSync(log, `${error.message}\n`);
    });
    let cpu = null;
    child.on('exit', () => {
      const now = childrenCpuSeconds();
      if (now !== null) [cpu, cpuAtLastExit] = [now - cpuAtLastExit, now];
    });
    child.on('close', (code) => {
      if (log) fs.closeSync(output);
      resolve({ status: code ?? 1, cpu });
    });
  });
}

async function runStep(step, { buffered }) {
  const countsFile = step.counts && path.join(ROOT, step.counts);
  if (countsFile) fs.rmSync(countsFile, { force: true });
  const log = buffered ? path.join(LOGS, `${step.name}.log`) : null;
  console.log(buffered ? `--- ${step.name} started` : `\n=== ${step.name} ===`);
  const started = Date.now();
  const machineBefore = machineCpuSeconds();
  const { status, cpu } = await spawnStep(step, log);
  const seconds = (Date.now() - started) / 1000;
  const machineAfter = machineCpuSeconds();
  if (log) console.log(`\n=== ${step.name} ===\n${fs.readFileSync(log, 'utf8').trimEnd()}`);
  // Steps side by side share the machine's figure, so it is given only when the step ran by itself.
  const machine = machineBefore === null || machineAfter === null || buffered ? null : machineAfter - machineBefore;
  const cpuText =
    (cpu === null ? '' : `, ${cpu.toFixed(0)} s of CPU`) +
    (machine === null ? '' : `, the machine's ${machine.toFixed(0)} s`);
  console.log(`=== ${step.name}: exit ${status} in ${seconds.toFixed(1)} s${cpuText} ===`);
  const time = { seconds, cpuText };
  if (step.kind === 'check')
    return status === 0
      ? { passed: 1, failed: 0, skipped: 0, failures: [], ...time }
      : { passed: 0, failed: 1, skipped: 0, failures: [`exit ${status}`], ...time };
  const counts = {
    passed: 0,
    failed: 0,
    skipped: 0,
    failures: [],
    ...(fs.existsSync(countsFile) ? JSON.parse(fs.readFileSync(countsFile, 'utf8')) : {}),
    ...time,
  };
  // A runner that exits non-zero without a counted failure (a file that failed to load, a crash) is one failure.
  if (status !== 0 && counts.failed === 0) {
    counts.failed = 1;
    counts.failures.push(`exit ${status} without a counted failure`);
  }
  return counts;
}

/**
 * Starts each step, in STEPS order, once the steps it comes after have ended and the cores are not yet full; `alone`
 * steps run last, one at a time, on an otherwise idle machine. Answers each step's counts, in STEPS order.
 */
async function runSteps(steps) {
  const buffered = steps.length > 1 && CORES > 1;
  if (buffered) fs.mkdirSync(LOGS, { recursive: true });
  const pending = [...steps];
  const running = new Map();
  const ended = new Set();
  const counts = new Map();
  const selected = new Set(steps.map((step) => step.name));
  const ready = (step) =>
    (step.after ?? []).every((name) => ended.has(name) || !selected.has(name)) &&
    (!step.alone || ![...pending, ...running.keys()].some((other) => other !== step && !other.alone));
  const busy = () => [...running.keys()].reduce((sum, step) => sum + (step.alone ? CORES : step.load), 0);
  const fits = (step) => running.size === 0 || (buffered && !step.alone && busy() < CORES);
  while (pending.length > 0 || running.size > 0) {
    for (const step of [...pending]) {
      if (!ready(step) || !fits(step)) continue;
      pending.splice(pending.indexOf(step), 1);
      running.set(
        step,
        runStep(step, { buffered }).then((result) => {
          counts.set(step.name, result);
          ended.add(step.name);
          running.delete(step);
        }),
      );
    }
    await Promise.race(running.values());
  }
  return steps.map((step) => ({ name: step.name, counts: counts.get(step.name) }));
}

const FAILURES_NAMED = 30;

/**
 * Each step's counts, then the failures by name, so that the last lines of a long log say what failed. Worded unlike
 * the closing line, which CI reads as the run's result.
 */
function printSummary(results) {
  console.log('\n=== summary ===');
  for (const { name, counts } of results)
    console.log(
      `${name} — passed ${counts.passed}, failed ${counts.failed}, skipped ${counts.skipped}` +
        ` (${counts.seconds.toFixed(0)} s${counts.cpuText})`,
    );
  const failures = results.flatMap(({ name, counts }) =>
    (counts.failures ?? []).map((failure) => `${name} — ${failure}`),
  );
  for (const failure of failures.slice(0, FAILURES_NAMED)) console.log(`failed in ${failure}`);
  if (failures.length > FAILURES_NAMED)
    console.log(`and ${failures.length - FAILURES_NAMED} more failures named above`);
}

const started = Date.now();
const machineAtStart = machineCpuSeconds();
let total = { passed: 0, failed: 0, skipped: 0 };
let results = [];
try {
  ensureEnv();
} catch (error) {
  console.error(`shopkit: ${error.message}`);
  total.failed++;
}
if (total.failed === 0) {
  results = await runSteps(
    STEPS.filter(
      (step) =>
        (!only || only.includes(step.name) || only.includes(step.partOf)) && (!step.files || hasFiles(step.files)),
    ),
  );
  for (const { counts } of results)
    total = {
      passed: total.passed + counts.passed,
      failed: total.failed + counts.failed,
      skipped: total.skipped + counts.skipped,
    };
}
printSummary(results);
const wallSeconds = (Date.now() - started) / 1000;
const machineAtEnd = machineCpuSeconds();
// The machine's CPU seconds over the run against what its cores could have given: how far running steps side by
// side could shorten the run.
const machineText =
  machineAtStart === null || machineAtEnd === null
    ? ''
    : `; the machine's processes used ${(machineAtEnd - machineAtStart).toFixed(0)} CPU seconds, ` +
      `${((100 * (machineAtEnd - machineAtStart)) / (wallSeconds * os.availableParallelism())).toFixed(0)} % of its ` +
      `${os.availableParallelism()} cores`;
console.log(`all steps in ${wallSeconds.toFixed(0)} s on ${CORES} cores${machineText}`);
console.log(`\n${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 ? 1 : 0);
