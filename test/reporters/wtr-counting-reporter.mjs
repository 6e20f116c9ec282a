// web-test-runner reporter: counts passed/failed/skipped tests over every session and writes them, with the failed
// tests' names, to a JSON file. A test file that fails to load (a session with errors and no tests) counts as one failure.
import fs from 'node:fs';
import path from 'node:path';
import failureReasons from './failure-reason.cjs';

const { failureReason } = failureReasons;

function countSuite(suite, counts, where) {
  for (const test of suite?.tests ?? []) {
    if (test.skipped) counts.skipped++;
    else if (test.passed) counts.passed++;
    else {
      counts.failed++;
      counts.failures.push(`${where} › ${test.name}: ${failureReason(test.error?.message)}`);
    }
  }
  for (const child of suite?.suites ?? []) countSuite(child, counts, `${where} › ${child.name}`);
}

export function countingReporter(out) {
  return {
    onTestRunFinished({ sessions }) {
      const counts = { passed: 0, failed: 0, skipped: 0, failures: [] };
      for (const session of sessions) {
        const where = `[${session.group?.name ?? 'default'}] ${path.relative(process.cwd(), session.testFile)}`;
        const before = counts.passed + counts.failed + counts.skipped;
        countSuite(session.testResults, counts, where);
        const ran = counts.passed + counts.failed + counts.skipped - before;
        const broken = (session.errors?.length ?? 0) > 0;
        if (broken || (ran === 0 && !session.passed)) {
          counts.failed++;
          const message = session.errors?.[0] ? failureReason(session.errors[0].message) : 'no test ran';
          counts.failures.push(`${where}: ${message}`);
        }
      }
      fs.mkdirSync(path.dirname(out), { recursive: true });
      fs.writeFileSync(out, JSON.stringify(counts));
    },
  };
}
