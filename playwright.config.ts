// End-to-end tests: the built bundle in Debian's Chromium against the local platform, across its origins. The loading
// tests run a second time in a Chromium that keeps every failed module import for the life of the page, as Chromium
// 150 and other browsers do (Chromium 151 and later fetch again; the feature flag brings the old behaviour back).
// Tests that time something (a long task, a figure printed) are tagged @timing and run in a project of their own: `npm
// test` runs the others, then these alone. Each worker has its own platform and site (test/e2e/fixtures.ts).
import { defineConfig } from '@playwright/test';

const TIMING = /@timing/;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Chromium's own software paint and compositing, not an emulated GPU (SwiftShader): about a fifth less CPU per test
// here, where there is no GPU anyway.
const args = ['--disable-gpu'];

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  workers: 1,
  timeout: 60_000,
  retries: 0,
  outputDir: 'test-results/playwright',
  reporter: [
    [process.env.CI ? 'line' : 'list'],
    [
      './test/reporters/playwright-counting-reporter.ts',
      { out: process.env.SHOPKIT_E2E_COUNTS ?? 'test-results/counts-e2e.json' },
    ],
  ],
  use: {
    launchOptions: { executablePath: chromium, args },
    trace: 'off',
  },
  projects: [
    { name: 'chromium', grepInvert: TIMING, use: { browserName: 'chromium' } },
    {
      name: 'chromium, failed imports cached',
      testMatch: ['**/lazy-loading.spec.ts', '**/chunk-retry.spec.ts'],
      grepInvert: TIMING,
      use: {
        browserName: 'chromium',
        launchOptions: {
          executablePath: chromium,
          args: [...args, '--disable-features=ModuleMapDoNotCacheFailedFetch'],
        },
      },
    },
    { name: 'timing', grep: TIMING, workers: 1, use: { browserName: 'chromium' } },
  ],
});
