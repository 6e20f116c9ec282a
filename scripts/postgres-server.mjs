// A throwaway PostgreSQL server for the test suite's PostgreSQL step and the bench: initdb in a fresh temporary
// directory, pg_ctl start on a free loopback port, trust authentication for the `postgres` user, and stop() removes
// everything again. PostgreSQL refuses to run as root, so as root the server runs as the `postgres` user (runuser).
// ensurePostgres() finds the binaries (PostgreSQL 15 or later) and, as root on Debian, installs them through apt.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const BASE = '/usr/lib/postgresql';
export const INSTALL_COMMAND = 'sudo apt-get install -y postgresql';
const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** The newest PostgreSQL 15+ bin directory (SHOPKIT_POSTGRES_BIN overrides), or null. */
export function findPostgresBin(env = process.env) {
  if (env.SHOPKIT_POSTGRES_BIN)
    return fs.existsSync(path.join(env.SHOPKIT_POSTGRES_BIN, 'initdb')) ? env.SHOPKIT_POSTGRES_BIN : null;
  if (!fs.existsSync(BASE)) return null;
  const versions = fs
    .readdirSync(BASE)
    .filter((name) => /^\d+$/.test(name) && Number(name) >= 15)
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(BASE, version, 'bin');
    if (fs.existsSync(path.join(bin, 'initdb'))) return bin;
  }
  return null;
}

/** The bin directory, installing PostgreSQL through apt when root and it is missing; null when it cannot. */
export function ensurePostgres(log = console.log) {
  const found = findPostgresBin();
  if (found || !isRoot() || !fs.existsSync('/usr/bin/apt-get')) return found;
  log('shopkit: installing PostgreSQL through apt (2-4 minutes)');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () => spawnSync('apt-get', ['install', '-y', '-qq', 'postgresql'], { stdio: 'inherit', env }).status;
  if (install() !== 0) {
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    install();
  }
  return findPostgresBin();
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs a PostgreSQL tool, as the `postgres` user when this process is root; throws with its output on failure. */
function runTool(bin, tool, args) {
  const command = path.join(bin, tool);
  const result = isRoot()
    ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' })
    : spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${tool} failed (${result.status}): ${(result.stderr || result.stdout || '').slice(-2000)}`);
}

/**
 * Starts a server and resolves with `{url, port, pid (the postmaster's), dir, stop()}`. `durable: false` (tests) turns fsync off, which only
 * matters if the machine itself crashes; the bench keeps the default durable settings.
 */
export async function startPostgresServer({ bin = findPostgresBin(), durable = true } = {}) {
  if (!bin) throw new Error(`PostgreSQL 15 or later is not installed (${INSTALL_COMMAND})`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shopkit-pg-'));
  const data = path.join(dir, 'data');
  if (isRoot()) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    if (!Number.isInteger(uid)) throw new Error('running as root needs a `postgres` user (apt creates it)');
    fs.chownSync(dir, uid, gid);
  }
  const port = await freePort();
  const settings = [`-p ${port}`, `-k ${dir}`, "-c listen_addresses='127.0.0.1'", '-c max_connections=200'];
  if (!durable) settings.push('-c fsync=off', '-c full_page_writes=off');
  try {
    runTool(bin, 'initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
    runTool(bin, 'pg_ctl', ['-D', data, '-o', settings.join(' '), '-l', path.join(dir, 'server.log'), '-w', 'start']);
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const pid = Number(fs.readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    port,
    pid,
    dir,
    stop() {
      try {
        runTool(bin, 'pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
