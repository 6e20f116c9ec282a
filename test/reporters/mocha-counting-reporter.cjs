// Mocha reporter: the spec reporter's output, plus pass/fail/skip counts and the failed tests' titles and reasons written to a JSON
// file for scripts/test.mjs, which names them again beside its closing line.
const fs = require('node:fs');
const path = require('node:path');
const Mocha = require('mocha');
const { failureReason } = require('./failure-reason.cjs');

const { EVENT_RUN_END, EVENT_TEST_PASS, EVENT_TEST_FAIL, EVENT_TEST_PENDING } = Mocha.Runner.constants;

class MochaCountingReporter extends Mocha.reporters.Spec {
  constructor(runner, options) {
    super(runner, options);
    const out = options?.reporterOptions?.out ?? 'test-results/counts-node.json';
    const counts = { passed: 0, failed: 0, skipped: 0, failures: [] };
    runner.on(EVENT_TEST_PASS, () => counts.passed++);
    // A failing hook is reported as a failure too, so a suite whose setup breaks cannot look green.
    runner.on(EVENT_TEST_FAIL, (test, error) => {
      counts.failed++;
      const file = test.file ? path.relative(process.cwd(), test.file) : 'unknown file';
      counts.failures.push(`${file} › ${test.fullTitle()}: ${failureReason(error?.message)}`);
    });
    runner.on(EVENT_TEST_PENDING, () => counts.skipped++);
    runner.once(EVENT_RUN_END, () => {
      fs.mkdirSync(path.dirname(out), { recursive: true });
      fs.writeFileSync(out, JSON.stringify(counts));
    });
  }
}

module.exports = MochaCountingReporter;
