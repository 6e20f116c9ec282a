// Mocha reporter: the spec reporter's output, plus pass/fail/skip counts written to a JSON file for scripts/test.mjs.
const fs = require('node:fs');
const path = require('node:path');
const Mocha = require('mocha');

const { EVENT_RUN_END, EVENT_TEST_PASS, EVENT_TEST_FAIL, EVENT_TEST_PENDING } = Mocha.Runner.constants;

class MochaCountingReporter extends Mocha.reporters.Spec {
  constructor(runner, options) {
    super(runner, options);
    const out = options?.reporterOptions?.out ?? 'test-results/counts-node.json';
    const counts = { passed: 0, failed: 0, skipped: 0 };
    runner.on(EVENT_TEST_PASS, () => counts.passed++);
    // A failing hook is reported as a failure too, so a suite whose setup breaks cannot look green.
    runner.on(EVENT_TEST_FAIL, () => counts.failed++);
    runner.on(EVENT_TEST_PENDING, () => counts.skipped++);
    runner.once(EVENT_RUN_END, () => {
      fs.mkdirSync(path.dirname(out), { recursive: true });
      fs.writeFileSync(out, JSON.stringify(counts));
    });
  }
}

module.exports = MochaCountingReporter;
