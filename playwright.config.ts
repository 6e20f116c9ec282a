// End-to-end tests: the built bundle in Debian's Chromium against the local platform, across its origins.
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
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
