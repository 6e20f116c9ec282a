// Installs what the demo and the tests need when it is missing: npm packages, and Debian's Chromium through apt when
// running as root (otherwise it names the command to run). Imported by scripts/test.mjs and scripts/start.mjs.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  return result.status ?? 1;
}

const LOCK = path.join(ROOT, 'package-lock.json');
const MODULES = path.join(ROOT, 'node_modules');
// The lockfile's hash as of the last install this script made or trusted: a checkout or a pull that leaves the
// lockfile's content as it was (a fresh clone, a new worktree) touches its time but needs no install.
const STAMP = path.join(MODULES, '.shopkit-lock-sha256');

const lockHash = () => createHash('sha256').update(fs.readFileSync(LOCK)).digest('hex');

function packagesInstalled() {
  if (!fs.existsSync(path.join(MODULES, '.package-lock.json'))) return false;
  if (!fs.existsSync(LOCK)) return true;
  if (fs.existsSync(STAMP)) return fs.readFileSync(STAMP, 'utf8').trim() === lockHash();
  // No stamp yet: packages installed after the lockfile's last change are its packages.
  const installed = fs.statSync(path.join(MODULES, '.package-lock.json')).mtimeMs >= fs.statSync(LOCK).mtimeMs - 1000;
  if (installed) writeStamp();
  return installed;
}

function writeStamp() {
  try {
    fs.writeFileSync(STAMP, `${lockHash()}\n`);
  } catch {
    // A read-only node_modules: the next run compares times again.
  }
}

export function ensurePackages() {
  if (packagesInstalled()) return;
  // npm ci empties node_modules first: through a link it would empty another tree's packages, which may be in use.
  if (fs.existsSync(MODULES) && fs.lstatSync(MODULES).isSymbolicLink())
    throw new Error(
      `node_modules links to ${fs.realpathSync(MODULES)}, whose packages are not this package-lock.json's: ` +
        'run npm ci there, or remove the link and run npm ci here',
    );
  console.log('shopkit: installing npm packages (npm ci)');
  if (run('npm', ['ci', '--no-audit', '--no-fund']) !== 0) throw new Error('npm ci failed; run it by hand to see why');
  writeStamp();
}

export function ensureChromium({ required = true } = {}) {
  if (fs.existsSync(CHROMIUM_PATH)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && fs.existsSync('/usr/bin/apt-get')) {
    console.log('shopkit: installing Chromium through apt (about a minute)');
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium'], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (fs.existsSync(CHROMIUM_PATH)) return true;
  }
  const message =
    `Chromium is missing at ${CHROMIUM_PATH}. Install it with: sudo apt-get install -y chromium ` +
    '(or set CHROMIUM_PATH to a Chromium binary).';
  if (required) throw new Error(message);
  console.warn(`shopkit: ${message}`);
  return false;
}

export function ensureEnv(options) {
  ensurePackages();
  return ensureChromium(options);
}
