// Command-line options of `npm run chaos`: --seed N (replay a run), --session N[,M] (replay only those sessions),
// --sessions N, --concurrency N, --browser-sessions N, --skip-browser. Anything else is refused by name.
import { randomSeed } from './create-prng.ts';

export interface ChaosArgs {
  seed: number;
  sessions: number;
  concurrency: number;
  only: number[] | undefined;
  browserSessions: number;
  skipBrowser: boolean;
}

export const FULL_SIZE = { sessions: 500, concurrency: 16, browserSessions: 20 } as const;

export function parseChaosArgs(argv: readonly string[], makeSeed: () => number = randomSeed): ChaosArgs {
  const args: ChaosArgs = { seed: -1, ...FULL_SIZE, only: undefined, skipBrowser: false };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = (argv[i] ?? '').split('=', 2) as [string, string | undefined];
    if (flag === '--skip-browser') {
      args.skipBrowser = true;
      continue;
    }
    const value = inline ?? argv[++i];
    switch (flag) {
      case '--seed':
        args.seed = count(flag, value, 0, 0xffffffff);
        break;
      case '--sessions':
        args.sessions = count(flag, value, 1, 100_000);
        break;
      case '--concurrency':
        args.concurrency = count(flag, value, 1, 256);
        break;
      case '--browser-sessions':
        args.browserSessions = count(flag, value, 0, 10_000);
        break;
      case '--session':
        args.only = (value ?? '').split(',').map((part) => count(flag, part, 0, 100_000));
        break;
      default:
        throw new Error(
          `unknown option ${JSON.stringify(flag)} (use --seed, --session, --sessions, --concurrency, --browser-sessions, --skip-browser)`,
        );
    }
  }
  if (args.seed < 0) args.seed = makeSeed();
  if (args.only) args.sessions = Math.max(args.sessions, Math.max(...args.only) + 1);
  return args;
}

function count(flag: string, value: string | undefined, min: number, max: number): number {
  const parsed = value !== undefined && /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(parsed) || parsed < min || parsed > max) {
    throw new Error(`${flag} must be a whole number from ${min} to ${max} (got ${JSON.stringify(value ?? null)})`);
  }
  return parsed;
}
