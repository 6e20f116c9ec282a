// Node tests: the core's shared and server-only suites, the local platform and the server helpers.
module.exports = {
  'node-option': ['import=tsx'],
  spec: ['test/core/**/*.test.ts', 'test/platform/**/*.test.ts', 'test/server/**/*.test.ts', 'test/meta/**/*.test.ts', 'test/chaos/**/*.test.ts'],
  ignore: ['test/**/*.browser.test.ts'],
  extension: ['ts'],
  timeout: 20000,
  reporter: './test/reporters/mocha-counting-reporter.cjs',
  'reporter-option': ['out=test-results/counts-node.json'],
  exit: true,
};
