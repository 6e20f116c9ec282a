// End-to-end tests: the built bundle in Debian's Chromium against the local platform, across its origins. The loading
// tests run a second time in a Chromium that keeps every failed module import for the life of the page, as Chromium
// 150 and other browsers do (Chromium 151 and later fetch again; the feature flag brings the old behaviour back).
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  workers: 1,
  timeout: 60_000,
  retries: 0,
  outputDir: 'test-results/playwright',
  reporter: [
    [process.env.CI ? 'line' : 'list'],
    ['./test/reporters/playwright-counting-reporter.ts', { out: 'test-results/counts-e2e.json' }],
  ],
  use: {
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    trace: 'off',
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' } },
    {
      name: 'chromium, failed imports cached',
      testMatch: ['**/lazy-loading.spec.ts', '**/chunk-retry.spec.ts'],
      use: {
        browserName: 'chromium',
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: ['--disable-features=ModuleMapDoNotCacheFailedFetch'],
        },
      },
    },
  ],
});
