// Playwright reporter: counts test outcomes and writes them, with the failed tests' titles and reasons, to a JSON file. A global
// error (a web server that does not start, a spec file that fails to load) counts as a failure.
import fs from 'node:fs';
import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestError } from '@playwright/test/reporter';
import { failureReason } from './failure-reason.cjs';

export default class PlaywrightCountingReporter implements Reporter {
  private readonly out: string;
  private readonly counts = { passed: 0, failed: 0, skipped: 0, failures: [] as string[] };
  private readonly tests = new Set<TestCase>();

  constructor(options: { out?: string } = {}) {
    this.out = options.out ?? 'test-results/counts-e2e.json';
  }

  onTestEnd(test: TestCase): void {
    this.tests.add(test);
  }

  onError(error: TestError): void {
    this.counts.failed++;
    this.counts.failures.push(`error outside a test: ${failureReason(error.message ?? error.value ?? 'unknown')}`);
  }

  onEnd(result: FullResult): void {
    for (const test of this.tests) {
      const outcome = test.outcome();
      if (outcome === 'skipped') this.counts.skipped++;
      else if (outcome === 'expected' || outcome === 'flaky') this.counts.passed++;
      else {
        this.counts.failed++;
        const [, project, ...titles] = test.titlePath();
        this.counts.failures.push(
          `[${project}] ${test.location.file ? path.relative(process.cwd(), test.location.file) : ''} › ${titles.slice(1).join(' › ')}` +
            `: ${failureReason(test.results.at(-1)?.errors[0]?.message)}`,
        );
      }
    }
    if (result.status !== 'passed' && this.counts.failed === 0) {
      this.counts.failed++;
      this.counts.failures.push(`the run ended ${result.status}`);
    }
    fs.mkdirSync(path.dirname(this.out), { recursive: true });
    fs.writeFileSync(this.out, JSON.stringify(this.counts));
  }
}
