// Playwright reporter: counts test outcomes and writes them to a JSON file. A global error (a web server that does
// not start, a spec file that fails to load) counts as a failure.
import fs from 'node:fs';
import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestError } from '@playwright/test/reporter';

export default class PlaywrightCountingReporter implements Reporter {
  private readonly out: string;
  private readonly counts = { passed: 0, failed: 0, skipped: 0 };
  private readonly tests = new Set<TestCase>();

  constructor(options: { out?: string } = {}) {
    this.out = options.out ?? 'test-results/counts-e2e.json';
  }

  onTestEnd(test: TestCase): void {
    this.tests.add(test);
  }

  onError(_error: TestError): void {
    this.counts.failed++;
  }

  onEnd(result: FullResult): void {
    for (const test of this.tests) {
      const outcome = test.outcome();
      if (outcome === 'skipped') this.counts.skipped++;
      else if (outcome === 'expected' || outcome === 'flaky') this.counts.passed++;
      else this.counts.failed++;
    }
    if (result.status !== 'passed' && this.counts.failed === 0) this.counts.failed++;
    fs.mkdirSync(path.dirname(this.out), { recursive: true });
    fs.writeFileSync(this.out, JSON.stringify(this.counts));
  }
}
