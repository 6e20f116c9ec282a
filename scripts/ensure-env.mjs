// Installs what the demo and the tests need when it is missing: npm packages, and Debian's Chromium through apt when
// running as root (otherwise it names the command to run). Imported by scripts/test.mjs and scripts/start.mjs.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  return result.status ?? 1;
}

function packagesInstalled() {
  const lock = path.join(ROOT, 'package-lock.json');
  const marker = path.join(ROOT, 'node_modules', '.package-lock.json');
  if (!fs.existsSync(marker)) return false;
  return !fs.existsSync(lock) || fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs - 1000;
}

export function ensurePackages() {
  if (packagesInstalled()) return;
  console.log('shopkit: installing npm packages (npm ci)');
  if (run('npm', ['ci', '--no-audit', '--no-fund']) !== 0) throw new Error('npm ci failed; run it by hand to see why');
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
