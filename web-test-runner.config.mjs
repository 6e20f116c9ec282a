// Browser tests in Debian's Chromium: the core's shared and browser-only suites and the elements from the sources
// (group `source`), and the element suites again against the built scripts: through the lazy loader and its chunks
// (group `lazy-build`, dist/shopkit.js) and through the single file (group `full-build`, dist/shopkit.full.js).
// test/components/define-elements.ts reads the group's choice. The built groups need `npm run build` first.
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { countingReporter } from './test/reporters/wtr-counting-reporter.mjs';
import { defaultReporter, summaryReporter } from '@web/test-runner';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// TypeScript sources are compiled on the fly; the built scripts in dist/ are served exactly as built.
const compileSources = esbuildPlugin({ ts: true, target: 'es2022', tsconfig: 'tsconfig.json' });
const compile = compileSources.transform.bind(compileSources);
compileSources.transform = (context) => (context.path.startsWith('/dist/') ? undefined : compile(context));

/** The suites that exercise the elements, run once per way of defining them. */
const ELEMENT_SUITES = [
  'test/components/shop-*.test.ts',
  'test/components/catalogue/*.test.ts',
  '!test/components/catalogue/variant-matrix.test.ts',
  // It starts the early read through the source modules, which a built script does not share; test/e2e/early-reads.spec.ts
  // holds the built scripts to the same.
  '!test/components/catalogue/early-list-read.test.ts',
  'test/components/define-texts.test.ts',
  'test/components/consent-banner-proof.test.ts',
  'test/components/cart-analytics.test.ts',
  'test/components/demo-layout-order.test.ts',
];

// Test files named on the command line (`npx web-test-runner test/components/shop-cart.test.ts`) run once, from the
// sources; without any, every group runs.
const namedFiles = process.argv.slice(2).filter((argument) => /\.test\.ts$/.test(argument));

const builtPage = (build) => (testFramework) =>
  `<!doctype html><html><head><script>window.__SHOPKIT_TEST_BUILD = '${build}';</script></head>` +
  `<body><script type="module" src="${testFramework}"></script></body></html>`;

export default {
  nodeResolve: true,
  // Two test files at a time, each in a page of its own: no browser test times anything (those that do are end-to-end
  // tests tagged @timing), and a file spends much of its time waiting on its modules and its fake server's answers.
  concurrency: 2,
  testsFinishTimeout: 180_000,
  testsStartTimeout: 60_000,
  // --disable-gpu: Chromium's own software paint, not an emulated GPU (less CPU; test/e2e runs the same way).
  browsers: [playwrightLauncher({ product: 'chromium', launchOptions: { executablePath, args: ['--disable-gpu'] } })],
  plugins: [compileSources],
  filterBrowserLogs: ({ args }) => !/Lit is in dev mode|Multiple versions of Lit/.test(String(args[0] ?? '')),
  testFramework: { config: { timeout: 10_000 } },
  groups:
    namedFiles.length > 0
      ? []
      : [
          {
            name: 'source',
            files: ['test/core/**/*.test.ts', 'test/components/**/*.test.ts', '!test/**/*.node.test.ts'],
          },
          { name: 'lazy-build', files: ELEMENT_SUITES, testRunnerHtml: builtPage('lazy') },
          { name: 'full-build', files: ELEMENT_SUITES, testRunnerHtml: builtPage('full') },
        ],
  reporters: [
    process.env.CI ? summaryReporter({ flatten: true }) : defaultReporter(),
    countingReporter('test-results/counts-browser.json'),
  ],
};
