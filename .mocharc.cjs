// Node tests: the core's shared and server-only suites, the local platform, the server helpers, meta and chaos.
// The spec globs live in scripts/test.mjs (NODE_SPECS), so `npx mocha test/x.test.ts` runs just that file.
module.exports = {
  'node-option': ['import=tsx'],
  ignore: ['test/**/*.browser.test.ts'],
  extension: ['ts'],
  timeout: 20000,
  reporter: './test/reporters/mocha-counting-reporter.cjs',
  'reporter-option': ['out=test-results/counts-node.json'],
  exit: true,
};
