// The counting reporters behind `npm test`'s closing lines: each runner's reporter counts a passing, a failing and a
// skipped test, and names the failing one (file and title), which scripts/test.mjs prints again beside its closing
// line so that the tail of a CI log says what failed. Each runner runs for real on a small suite written here.
import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../helpers/markdown-blocks.ts';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
  failures: string[];
}

const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);

/** A folder inside the repository (so the runners resolve their packages), removed after each test. */
let work = '';
beforeEach(() => {
  fs.mkdirSync(path.join(ROOT, 'test-results'), { recursive: true });
  work = fs.mkdtempSync(path.join(ROOT, 'test-results', 'reporters-'));
});
afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

function write(name: string, text: string): string {
  const file = path.join(work, name);
  fs.writeFileSync(file, text);
  return file;
}

function run(command: string, args: string[]): Counts {
  const result = spawnSync(command, args, { cwd: ROOT, encoding: 'utf8', env: { ...process.env, CI: '' } });
  expect(result.status, `${command} exits 1 for the failing test\n${result.stdout}\n${result.stderr}`).to.equal(1);
  return JSON.parse(fs.readFileSync(path.join(work, 'counts.json'), 'utf8')) as Counts;
}

const SUITE = `
describe('the suite', () => {
  it('passes', () => {});
  it('fails', () => { throw new Error('planted'); });
  it.skip('is skipped', () => {});
});
`;

it('mocha: counts each outcome and names the failed test with its file and why it failed', () => {
  write('planted.test.cjs', SUITE);
  const counts = run(bin('mocha'), [
    '--no-config',
    '--reporter',
    path.join(ROOT, 'test/reporters/mocha-counting-reporter.cjs'),
    '--reporter-option',
    `out=${path.join(work, 'counts.json')}`,
    path.join(work, 'planted.test.cjs'),
  ]);
  expect(counts).to.deep.equal({
    passed: 1,
    failed: 1,
    skipped: 1,
    failures: [`${path.relative(ROOT, path.join(work, 'planted.test.cjs'))} › the suite fails: planted`],
  });
});

it('Playwright: counts each outcome and names the failed test with its project, file and why it failed', function () {
  this.timeout(60_000);
  write(
    'planted.spec.ts',
    `import { test } from '@playwright/test';\n` +
      SUITE.replaceAll('describe(', 'test.describe(').replaceAll(/\bit(\.skip)?\(/g, 'test$1('),
  );
  const config = write(
    'planted.config.ts',
    `import { defineConfig } from '@playwright/test';
export default defineConfig({
  testDir: ${JSON.stringify(work)},
  outputDir: ${JSON.stringify(path.join(work, 'output'))},
  reporter: [[${JSON.stringify(path.join(ROOT, 'test/reporters/playwright-counting-reporter.ts'))}, { out: ${JSON.stringify(path.join(work, 'counts.json'))} }]],
  projects: [{ name: 'planted' }],
});
`,
  );
  const counts = run(bin('playwright'), ['test', '--config', config]);
  expect(counts).to.deep.equal({
    passed: 1,
    failed: 1,
    skipped: 1,
    failures: [
      `[planted] ${path.relative(ROOT, path.join(work, 'planted.spec.ts'))} › the suite › fails: Error: planted`,
    ],
  });
});

it('web-test-runner: counts each outcome and names the failed test with its group, file and why it failed', function () {
  this.timeout(120_000);
  write('planted.test.js', SUITE);
  const config = write(
    'planted.config.mjs',
    `import { playwrightLauncher } from '@web/test-runner-playwright';
import { countingReporter } from ${JSON.stringify(path.join(ROOT, 'test/reporters/wtr-counting-reporter.mjs'))};
export default {
  rootDir: ${JSON.stringify(ROOT)},
  groups: [{ name: 'planted', files: [${JSON.stringify(path.join(work, 'planted.test.js'))}] }],
  browsers: [playwrightLauncher({ product: 'chromium', launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' } })],
  reporters: [countingReporter(${JSON.stringify(path.join(work, 'counts.json'))})],
};
`,
  );
  const counts = run(bin('web-test-runner'), ['--config', config, '--group', 'planted']);
  expect(counts).to.deep.equal({
    passed: 1,
    failed: 1,
    skipped: 1,
    failures: [`[planted] ${path.relative(ROOT, path.join(work, 'planted.test.js'))} › the suite › fails: planted`],
  });
});
