// Starts platform-child.ts as a separate process and waits for the line that says where it listens, so a test can
// SIGKILL a real platform process in the middle of its work and start another on the same database, or run two.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PlatformOptions } from '../../demo/platform/start-platform.ts';

/** The options a child platform takes: what of startPlatform's survives JSON (no functions). */
export type ChildOptions = Pick<
  PlatformOptions,
  'faults' | 'localDevelopment' | 'storefrontOrigins' | 'adminToken' | 'panelPassword' | 'rateLimits'
> & { webhooks?: Pick<NonNullable<PlatformOptions['webhooks']>, 'policy' | 'concurrency' | 'pollMs'> };

export interface SpawnedPlatform {
  urls: { api: string; admin: string; checkout: string; cdn: string };
  key: string;
  adminToken: string;
  child: ChildProcess;
  /** SIGKILL: no shutdown hook runs, exactly like a crash. Resolves once the process is gone. */
  kill(): Promise<void>;
}

const CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'platform-child.ts');

export function spawnPlatform(database: string, options: ChildOptions = {}): Promise<SpawnedPlatform> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, database, JSON.stringify(options)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let stdout = '';
    child.once('exit', (code) =>
      reject(new Error(`platform child exited with ${code} before listening: ${stderr.slice(0, 500)}`)),
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const newline = stdout.indexOf('\n');
      if (newline < 0) return;
      const ready = JSON.parse(stdout.slice(0, newline)) as Pick<SpawnedPlatform, 'urls' | 'key' | 'adminToken'>;
      resolve({
        urls: ready.urls,
        key: ready.key,
        adminToken: ready.adminToken,
        child,
        kill: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
          await exited;
        },
      });
    });
  });
}
