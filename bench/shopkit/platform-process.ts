// Starts the local platform in its own Node process (its CLI on free ports), so a load tool in this process does not
// share the platform's event loop. Resolves with the commerce API origin and the demo key once the CLI prints them.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../paths.ts';

const RATE_LIMITS_OFF = ['address', 'key']
  .flatMap((scope) => ['cart-create', 'cart-write', 'checkout-create'].map((kind) => `${scope}.${kind}=off`))
  .join(',');

export interface PlatformProcess {
  apiUrl: string;
  key: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * `args`: further CLI options, such as `--db <file or URL>`; `nodeArgs`: options for Node itself, such as
 * `--cpu-prof --cpu-prof-dir=<dir>` to profile the platform under a bench's load (written when it stops).
 */
export function startPlatformProcess(
  timeoutMs = 30_000,
  args: string[] = [],
  nodeArgs: string[] = [],
): Promise<PlatformProcess> {
  const child = spawn(
    process.execPath,
    [
      ...nodeArgs,
      '--import',
      'tsx',
      path.join(ROOT, 'demo/platform/cli.ts'),
      '--port-api',
      '0',
      '--port-checkout',
      '0',
      '--port-cdn',
      '0',
      '--port-admin',
      '0',
      '--port-v1',
      '0',
      '--port-v1-plain',
      '0',
      '--port-mail',
      '0',
      '--port-smtp',
      '0',
      // The load comes from one address and one key, far beyond any shop's traffic: the bench measures the write
      // path, so the rate limits (docs/design.md, "Rate limits") are off here.
      '--rate-limits',
      RATE_LIMITS_OFF,
      ...args,
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => {
      void stop();
      reject(new Error('bench: the platform CLI did not start in time'));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`bench: the platform CLI exited with ${code}`));
    });
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const api = /commerce API\s+(http:\/\/\S+)/.exec(out)?.[1];
      const key = /demo key\s+(shop_pk_\S+)/.exec(out)?.[1];
      if (api && key) {
        clearTimeout(timer);
        child.removeAllListeners('exit');
        resolve({ apiUrl: api, key, pid: child.pid!, stop });
      }
    });
  });
}

/**
 * Starts one platform process per argument list, side by side. When one cannot start, the others are stopped before
 * the error is thrown, so a failed bench leaves no process holding a port.
 */
export async function startPlatformProcesses(argLists: string[][], timeoutMs = 30_000): Promise<PlatformProcess[]> {
  const started = await Promise.allSettled(argLists.map((args) => startPlatformProcess(timeoutMs, args)));
  const running = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failure = started.find((result) => result.status === 'rejected');
  if (!failure) return running;
  await Promise.all(running.map((platform) => platform.stop()));
  throw failure.reason;
}
