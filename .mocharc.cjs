// Node tests: the core's shared and server-only suites, the local platform, the server helpers, meta and chaos.
// The spec globs live in scripts/test.mjs (NODE_SPECS), so `npx mocha test/x.test.ts` runs just that file.
// Every file loads as an ES module (no require(esm)), so a module imported both statically and through import()
// (the client's parts, src/client-parts.ts) is one instance.
module.exports = {
  'node-option': ['import=tsx', 'no-experimental-require-module'],
  ignore: ['test/**/*.browser.test.ts'],
  extension: ['ts'],
  timeout: 20000,
  reporter: './test/reporters/mocha-counting-reporter.cjs',
  'reporter-option': ['out=test-results/counts-node.json'],
  exit: true,
};
