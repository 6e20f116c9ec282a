// Worker-scoped fixtures for the end-to-end tests: one local platform and one demo site per Playwright worker, both
// on port 0, closed when the worker ends. Tests get `{platform, site}` plus helpers to read the platform's request log.
// Each test file starts from the seeded platform (`POST /admin/reset`), whichever files its worker ran before: purchases
// take stock and leave orders, and the files fall to the workers differently from run to run.
import { test as base, expect } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startPlatform, type RunningPlatform } from '../../demo/platform/start-platform.ts';
import { startSite, type RunningSite } from '../../demo/site/site-server.ts';
import { REPO_ROOT } from '../../demo/site/static-files.ts';

/** `METHOD /path` counts of the platform's commerce API, without CORS preflights. */
export type RequestCounts = Record<string, number>;

export interface ApiRequests {
  /** Every non-preflight API request since the last `mark()`, as `METHOD /path` in arrival order. */
  since(): string[];
  mark(): void;
}

function ensureBundle(): void {
  if (fs.existsSync(path.join(REPO_ROOT, 'dist/shopkit.js'))) return;
  const result = spawnSync(process.execPath, ['esbuild.mjs'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('e2e: building dist/shopkit.js failed (node esbuild.mjs)');
}

/** The test file the worker's platform was last reset for. */
let resetFor: string | null = null;

async function resetPlatform(platform: RunningPlatform): Promise<void> {
  const response = await fetch(`${platform.urls.admin}/admin/reset`, {
    method: 'POST',
    headers: { authorization: `Bearer ${platform.adminToken}` },
  });
  if (!response.ok) throw new Error(`e2e: POST /admin/reset answered ${response.status}: ${await response.text()}`);
}

export const test = base.extend<
  { seededPlatform: void; apiRequests: ApiRequests },
  { platform: RunningPlatform; site: RunningSite }
>({
  platform: [
    async ({}, use) => {
      const platform = await startPlatform({
        ports: { api: 0, checkout: 0, cdn: 0, admin: 0 },
        localDevelopment: true,
      });
      await use(platform);
      await platform.close();
    },
    { scope: 'worker' },
  ],
  site: [
    async ({ platform }, use) => {
      ensureBundle();
      // A static file server: it never calls the platform, so every request the tests count came from the browser.
      const site = await startSite({ port: 0, platform, prerender: true });
      platform.allowStorefrontOrigin('demo', site.url);
      await use(site);
      await site.close();
    },
    { scope: 'worker' },
  ],
  seededPlatform: [
    async ({ platform }, use, testInfo) => {
      if (resetFor !== testInfo.file) {
        await resetPlatform(platform);
        resetFor = testInfo.file;
      }
      await use();
    },
    { auto: true },
  ],
  apiRequests: async ({ platform, seededPlatform }, use) => {
    void seededPlatform;
    let mark = platform.log.lastSeq();
    await use({
      mark() {
        mark = platform.log.lastSeq();
      },
      since() {
        return platform.log
          .snapshot('api')
          .entries.filter((entry) => entry.seq > mark && entry.method !== 'OPTIONS')
          .map((entry) => `${entry.method} ${entry.path}`);
      },
    });
  },
});

export { expect };
