// The command as the package ships it: `node dist/cli.mjs` (the `shopkit` bin), run as its own process with Node only
// and its options from the environment, writes the pages; a second run leaves them unchanged; installed without jsdom
// (an optional peer dependency), it says how to install it and writes nothing. Needs `npm run build`.
import { expect } from 'chai';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RunningPlatform } from '../../demo/platform/start-platform.ts';
import { PRODUCT_PAGE, SITE_URL, listFiles, makeTemplates, startTestPlatform } from './prerender-fixtures.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CLI = path.join(ROOT, 'dist/cli.mjs');

function run(env: NodeJS.ProcessEnv, cli = CLI): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, 'prerender'], { env: { PATH: process.env.PATH, ...env } });
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

  it('says how to install jsdom, and writes nothing, where the project has not installed it', async () => {
    // The command in a package folder of its own whose node_modules has the package's dependencies and not jsdom.
    const project = fs.mkdtempSync(path.join(os.tmpdir(), 'shopkit-no-jsdom-'));
    const folders = await makeTemplates({ 'product.html': PRODUCT_PAGE });
    try {
      const dependencies = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).dependencies;
      for (const name of Object.keys(dependencies)) {
        fs.mkdirSync(path.dirname(path.join(project, 'node_modules', name)), { recursive: true });
        fs.symlinkSync(path.join(ROOT, 'node_modules', name), path.join(project, 'node_modules', name), 'dir');
      }
      const cli = path.join(project, 'node_modules/shopkit-storefront/dist/cli.mjs');
      // The command as the package ships it: dist/cli.mjs and the chunks it imports from dist/cli/.
      fs.mkdirSync(path.dirname(cli), { recursive: true });
      fs.copyFileSync(CLI, cli);
      fs.cpSync(path.join(path.dirname(CLI), 'cli'), path.join(path.dirname(cli), 'cli'), { recursive: true });
      const result = await run(
        {
          SHOPKIT_TEMPLATES: folders.templates,
          SHOPKIT_OUT: folders.out,
          SHOPKIT_SITE_URL: SITE_URL,
          SHOPKIT_API_URL: platform.urls.api,
          SHOPKIT_PUBLISHABLE_KEY: platform.keys.demo,
        },
        cli,
      );
      expect(result.code).to.equal(1);
      expect(result.stderr).to.include('the prerender needs jsdom');
      expect(result.stderr).to.include('npm install --save-dev jsdom');
      expect(result.stderr).to.include('nothing was written');
      expect(await listFiles(folders.out)).to.deep.equal([]);
    } finally {
      fs.rmSync(project, { recursive: true, force: true });
      fs.rmSync(folders.root, { recursive: true, force: true });
    }
  });
});
