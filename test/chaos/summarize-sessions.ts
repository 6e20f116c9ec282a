// Adds up the sessions of a run into the figures the issue asks for: faults injected per kind, retries, outcomes,
// failures by kind and every mismatch with the seed and session that reproduce it.
import type { FaultKind } from './create-wire-log.ts';
import type { SessionResult } from './run-session.ts';

export interface ChaosSummary {
  seed: number;
  sessions: number;
  ops: number;
  outcomes: { done: number; failed: number; skipped: number };
  attempts: number;
  retries: number;
  replays: number;
  faults: Record<FaultKind, number>;
  failures: Record<string, number>;
  mismatches: Array<{ session: number; text: string }>;
  unhandledRejections: string[];
  durationMs: number;
}

export function summarizeSessions(
  seed: number,
  results: SessionResult[],
  rejections: unknown[],
  durationMs: number,
): ChaosSummary {
  const summary: ChaosSummary = {
    seed,
    sessions: results.length,
    ops: 0,
    outcomes: { done: 0, failed: 0, skipped: 0 },
    attempts: 0,
    retries: 0,
    replays: 0,
    faults: { error5xx: 0, error429: 0, dropped: 0 },
    failures: {},
    mismatches: [],
    unhandledRejections: rejections.map((reason) =>
      reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason),
    ),
    durationMs,
  };
  for (const result of [...results].sort((a, b) => a.index - b.index)) {
    summary.ops += result.ops;
    for (const status of ['done', 'failed', 'skipped'] as const) summary.outcomes[status] += result.outcomes[status];
    summary.attempts += result.wire.attempts;
    summary.retries += result.wire.retries;
    summary.replays += result.wire.replays;
    for (const kind of ['error5xx', 'error429', 'dropped'] as const) summary.faults[kind] += result.wire.faults[kind];
    for (const [failure, count] of Object.entries(result.failures))
      summary.failures[failure] = (summary.failures[failure] ?? 0) + count;
    for (const text of result.mismatches) summary.mismatches.push({ session: result.index, text });
  }
  return summary;
}

/** The report as printed lines: figures first, then each mismatch with its replay command. */
export function formatSummary(summary: ChaosSummary): string[] {
  const lines = [
    `chaos seed ${summary.seed}: ${summary.sessions} sessions, ${summary.ops} operations in ${(summary.durationMs / 1000).toFixed(1)} s`,
    `  outcomes: ${summary.outcomes.done} done, ${summary.outcomes.failed} failed after retries, ${summary.outcomes.skipped} skipped (no line to change)`,
    `  wire: ${summary.attempts} attempts, ${summary.retries} retries, ${summary.replays} idempotent replays`,
    `  faults injected: ${summary.faults.error5xx} x 5xx, ${summary.faults.error429} x 429, ${summary.faults.dropped} dropped connections`,
    `  failures seen by shoppers: ${
      Object.entries(summary.failures)
        .map(([kind, count]) => `${count} x ${kind}`)
        .join(', ') || 'none'
    }`,
    `  unhandled rejections: ${summary.unhandledRejections.length}`,
    `  mismatches: ${summary.mismatches.length}`,
  ];
  for (const mismatch of summary.mismatches) {
    lines.push(
      `    session ${mismatch.session}: ${mismatch.text}  (replay: npm run chaos -- --seed ${summary.seed} --session ${mismatch.session})`,
    );
  }
  for (const reason of summary.unhandledRejections) lines.push(`    unhandled rejection: ${reason}`);
  return lines;
}
