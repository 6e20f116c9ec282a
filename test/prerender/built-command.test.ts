// The command as the package ships it: `node dist/cli.mjs` (the `shopkit` bin), run as its own process with Node only
// and its options from the environment, writes the pages; a second run leaves them unchanged. Needs `npm run build`.
import { expect } from 'chai';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RunningPlatform } from '../../demo/platform/start-platform.ts';
import { PRODUCT_PAGE, SITE_URL, listFiles, makeTemplates, startTestPlatform } from './prerender-fixtures.ts';

const CLI = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/cli.mjs');

function run(env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, 'prerender'], { env: { PATH: process.env.PATH, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('the built shopkit command', function () {
  this.timeout(120_000);
  let platform: RunningPlatform;

  before(async () => {
    expect(fs.existsSync(CLI), 'dist/cli.mjs is missing: run npm run build').to.equal(true);
    platform = await startTestPlatform();
  });
  after(() => platform.close());

  it('runs with Node only, its options from the environment, and leaves unchanged pages alone the second time', async () => {
    const folders = await makeTemplates({ 'product.html': PRODUCT_PAGE });
    try {
      const env = {
        SHOPKIT_TEMPLATES: folders.templates,
        SHOPKIT_OUT: folders.out,
        SHOPKIT_SITE_URL: SITE_URL,
        SHOPKIT_API_URL: platform.urls.api,
        SHOPKIT_PUBLISHABLE_KEY: platform.keys.demo,
      };
      const first = await run(env);
      expect(first.code, first.stderr).to.equal(0);
      expect(first.stdout).to.include('wrote      products/wool-throw/index.html');
      expect(first.stdout.trim().split('\n').at(-1)).to.equal(
        'shopkit prerender: 24 product pages, 0 list pages: 26 written, 0 unchanged, 0 removed',
      );
      expect(await listFiles(folders.out)).to.include('products/breakfast-bowl/index.html');
      const second = await run(env);
      expect(second.stdout.trim().split('\n').at(-1)).to.equal(
        'shopkit prerender: 24 product pages, 0 list pages: 0 written, 26 unchanged, 0 removed',
      );
    } finally {
      fs.rmSync(folders.root, { recursive: true, force: true });
    }
  });
});
