// Browser tests: the core's shared and browser-only suites, and the elements, in Debian's Chromium.
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { countingReporter } from './test/reporters/wtr-counting-reporter.mjs';
import { defaultReporter, summaryReporter } from '@web/test-runner';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default {
  files: ['test/core/**/*.test.ts', 'test/components/**/*.test.ts', '!test/**/*.node.test.ts'],
  nodeResolve: true,
  concurrency: 1,
  testsFinishTimeout: 180_000,
  browsers: [playwrightLauncher({ product: 'chromium', launchOptions: { executablePath } })],
  plugins: [esbuildPlugin({ ts: true, target: 'es2022', tsconfig: 'tsconfig.json' })],
  filterBrowserLogs: ({ args }) => !String(args[0] ?? '').includes('Lit is in dev mode'),
  testFramework: { config: { timeout: 10_000 } },
  reporters: [
    process.env.CI ? summaryReporter({ flatten: true }) : defaultReporter(),
    countingReporter('test-results/counts-browser.json'),
  ],
};
