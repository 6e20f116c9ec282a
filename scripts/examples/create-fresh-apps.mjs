// The fresh apps of docs/frameworks.md ("A new app, step by step"), made the way a newcomer makes them: `npm create
// vite` at the version the page pins, `npm install`, then the packed package installed from its file. Their source
// files are written by test/examples/fresh-apps.spec.ts from the page's own blocks, so the page is what is built.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The version of create-vite that docs/frameworks.md names (its templates use Vite 8, which runs on Node 20.19+). */
export const CREATE_VITE = 'vite@9.3.0';
export const FRESH_APPS = [
  { name: 'fresh-react', template: 'react-ts' },
  { name: 'fresh-vue', template: 'vue-ts' },
];

function npm(args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`npm ${args.join(' ')} in ${cwd} failed (${code}): ${errors.slice(-800)}`)),
    );
  });
}

const QUIET = ['--prefer-offline', '--no-audit', '--no-fund', '--loglevel', 'error'];

/** Creates and installs one app under `work`, with the tarball `work/shopkit-storefront.tgz`. */
async function createApp({ name, template }, work) {
  await npm(['create', '--yes', CREATE_VITE, name, '--', '--template', template, '--no-interactive'], work);
  const dir = path.join(work, name);
  if (!fs.existsSync(path.join(dir, 'package.json'))) throw new Error(`npm create ${CREATE_VITE} made no ${name}`);
  await npm(['install', ...QUIET], dir);
  await npm(['install', ...QUIET, path.join(work, 'shopkit-storefront.tgz')], dir);
}

/** Both apps at once (their installs wait on the network, not the CPU). */
export async function createFreshApps(work) {
  await Promise.all(FRESH_APPS.map((app) => createApp(app, work)));
}
