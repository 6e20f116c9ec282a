// scripts/ensure-env.mjs decides whether the packages need `npm ci`. Each case copies the script into a scratch tree
// whose lockfile is not an installable one: a call that tried to install would fail, so one that returns did not.
import { expect } from 'chai';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const SCRIPT = path.resolve(import.meta.dirname, '../../scripts/ensure-env.mjs');
const LOCK = '{"name":"scratch","lockfileVersion":3,"packages":{}}\n';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const made: string[] = [];

interface Scratch {
  root: string;
  modules: string;
  ensurePackages: () => void;
}

/** A tree with the script, a lockfile, and node_modules as `modules` (a directory, or a link to one elsewhere). */
async function scratch(options: { linked?: boolean; stamp?: string; lockNewer?: boolean }): Promise<Scratch> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ensure-env-'));
  made.push(root);
  fs.mkdirSync(path.join(root, 'scripts'));
  fs.copyFileSync(SCRIPT, path.join(root, 'scripts', 'ensure-env.mjs'));
  const modules = options.linked
    ? fs.mkdtempSync(path.join(os.tmpdir(), 'ensure-env-modules-'))
    : path.join(root, 'node_modules');
  fs.mkdirSync(modules, { recursive: true });
  made.push(modules);
  if (options.linked) fs.symlinkSync(modules, path.join(root, 'node_modules'));
  fs.writeFileSync(path.join(modules, '.package-lock.json'), '{}\n');
  if (options.stamp !== undefined) fs.writeFileSync(path.join(modules, '.shopkit-lock-sha256'), `${options.stamp}\n`);
  fs.writeFileSync(path.join(root, 'package-lock.json'), LOCK);
  const installedAt = new Date(Date.now() - (options.lockNewer ? 60_000 : 0));
  const lockAt = new Date(Date.now() - (options.lockNewer ? 0 : 60_000));
  fs.utimesSync(path.join(modules, '.package-lock.json'), installedAt, installedAt);
  fs.utimesSync(path.join(root, 'package-lock.json'), lockAt, lockAt);
  const loaded = await import(pathToFileURL(path.join(root, 'scripts', 'ensure-env.mjs')).href);
  return { root, modules, ensurePackages: loaded.ensurePackages };
}

describe('scripts/ensure-env.mjs: when the packages need an install', () => {
  after(() => {
    for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('needs none while the lockfile has the content it was installed from, however new its time', async () => {
    const tree = await scratch({ stamp: sha256(LOCK), lockNewer: true });
    expect(() => tree.ensurePackages()).not.to.throw();
  });

  it('trusts an install newer than the lockfile once, and keeps the lockfile’s hash for later checks', async () => {
    const tree = await scratch({});
    tree.ensurePackages();
    expect(fs.readFileSync(path.join(tree.modules, '.shopkit-lock-sha256'), 'utf8').trim()).to.equal(sha256(LOCK));
  });

  it('refuses to install through a linked node_modules whose packages are another lockfile’s, and leaves them', async () => {
    const tree = await scratch({ linked: true, stamp: sha256('another lockfile') });
    expect(() => tree.ensurePackages()).to.throw(/node_modules links to .*run npm ci there/);
    expect(fs.readdirSync(tree.modules).sort()).to.deep.equal(['.package-lock.json', '.shopkit-lock-sha256']);
  });
});
