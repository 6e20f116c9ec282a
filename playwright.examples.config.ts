// The framework examples (examples/): type-checked, built and driven in Debian's Chromium against the local platform.
// Run through `node scripts/examples/test-examples.mjs` (the `examples` step of npm test), which installs them first.
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: 'test/examples',
  testMatch: '**/*.spec.ts',
  workers: 1,
  timeout: 120_000,
  retries: 0,
  outputDir: 'test-results/playwright-examples',
  reporter: [
    [process.env.CI ? 'line' : 'list'],
    ['./test/reporters/playwright-counting-reporter.ts', { out: 'test-results/counts-examples.json' }],
  ],
  use: {
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    trace: 'off',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
