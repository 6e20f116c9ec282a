// Prepares the framework examples the way a developer gets them: the freshly built package packed with `npm pack`
// (what `npm install shopkit-storefront` would unpack), each example copied to a work folder beside it, and installed
// from its own lockfile with `npm ci` (all at once: the installs wait on the network, not the CPU). The lockfiles leave
// the tarball's integrity out, so a rebuilt package installs without touching them.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createFreshApps } from './create-fresh-apps.mjs';

export const EXAMPLES = ['react', 'vue', 'svelte', 'astro'];
const SKIPPED = new Set(['node_modules', 'dist', '.astro']);

/** `npm pack` of the repository into `work/shopkit-storefront.tgz`, the path every example's package.json names. */
function pack(root, work) {
  const result = spawnSync('npm', ['pack', '--pack-destination', work, '--json', '--silent'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`npm pack failed: ${result.stderr}`);
  const [{ filename }] = JSON.parse(result.stdout);
  fs.renameSync(path.join(work, path.basename(filename)), path.join(work, 'shopkit-storefront.tgz'));
}

/**
 * `npm ci` installs what the lockfile lists, not what the packed package.json asks for: a lockfile that still lists
 * the package's old dependencies would test an install no user gets. So its entry must list the package's own.
 */
function checkLockedPackage(name, lock, pkg) {
  const locked = lock.packages?.['node_modules/shopkit-storefront'] ?? {};
  for (const field of ['dependencies', 'peerDependencies', 'peerDependenciesMeta']) {
    const want = JSON.stringify(pkg[field] ?? null);
    const have = JSON.stringify(locked[field] ?? null);
    if (want !== have)
      throw new Error(
        `examples/${name}/package-lock.json is stale: its shopkit-storefront has ${field} ${have}, package.json ` +
          `${want} (npm run examples:pack, npm install in the example, then npm run examples:lock)`,
      );
  }
}

function copyExample(name, { root, work }) {
  const to = path.join(work, name);
  fs.cpSync(path.join(root, 'examples', name), to, {
    recursive: true,
    filter: (source) => !SKIPPED.has(path.basename(source)),
  });
  const lockFile = path.join(to, 'package-lock.json');
  const lock = JSON.parse(fs.readFileSync(lockFile, 'utf8'));
  checkLockedPackage(name, lock, JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')));
  delete lock.packages?.['node_modules/shopkit-storefront']?.integrity;
  fs.writeFileSync(lockFile, JSON.stringify(lock, null, 2));
}

function install(dir) {
  return new Promise((resolve) => {
    // --prefer-offline: what npm's cache already holds (the same packages, run after run) is not asked for again.
    const child = spawn('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel', 'error'], {
      cwd: dir,
      stdio: 'inherit',
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/**
 * Packs, copies and installs every example under `work`, and creates the fresh apps of docs/frameworks.md beside them
 * (create-fresh-apps.mjs); throws naming the examples whose install failed, or the fresh app that could not be made.
 */
export async function prepareExamples({ root, work }) {
  fs.rmSync(work, { recursive: true, force: true });
  fs.mkdirSync(work, { recursive: true });
  pack(root, work);
  for (const name of EXAMPLES) copyExample(name, { root, work });
  const [codes] = await Promise.all([
    Promise.all(EXAMPLES.map((name) => install(path.join(work, name)))),
    createFreshApps(work),
  ]);
  const failed = EXAMPLES.filter((_, index) => codes[index] !== 0);
  if (failed.length > 0) throw new Error(`npm ci failed in the examples: ${failed.join(', ')}`);
}
