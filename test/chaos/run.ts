// `npm run chaos [-- --seed N --session N --sessions N --concurrency N --browser-sessions N --skip-browser]`:
// the full-size run. Prints the seed first (so even a crashed run can be replayed), the figures, every mismatch
// with its replay command, and exits 1 when anything did not add up.
import { spawnSync } from 'node:child_process';
import { parseChaosArgs } from './parse-chaos-args.ts';
import { runChaos } from './run-chaos.ts';
import { formatSummary } from './summarize-sessions.ts';

let args;
try {
  args = parseChaosArgs(process.argv.slice(2));
} catch (error) {
  console.error(`chaos: ${(error as Error).message}`);
  process.exit(2);
}
console.log(`chaos: seed ${args.seed} (replay with: npm run chaos -- --seed ${args.seed})`);
let failed = false;
let done = 0;
const summary = await runChaos({
  seed: args.seed,
  sessions: args.sessions,
  concurrency: args.concurrency,
  only: args.only,
  onSession: (result) => {
    done++;
    if (result.mismatches.length > 0)
      console.log(`  session ${result.index}: ${result.mismatches.length} mismatch(es)`);
    if (done % 50 === 0) console.log(`  ${done} sessions checked`);
  },
});
for (const line of formatSummary(summary)) console.log(line);
failed ||= summary.mismatches.length > 0 || summary.unhandledRejections.length > 0;

if (!args.skipBrowser && args.browserSessions > 0 && !args.only) {
  console.log(`\nchaos: ${args.browserSessions} element sessions in Chromium (seed ${args.seed})`);
  const browser = spawnSync('npx', ['playwright', 'test', 'test/e2e/chaos-elements.spec.ts'], {
    stdio: 'inherit',
    env: { ...process.env, CHAOS_SEED: String(args.seed), CHAOS_BROWSER_SESSIONS: String(args.browserSessions) },
  });
  failed ||= browser.status !== 0;
}
process.exit(failed ? 1 : 0);
