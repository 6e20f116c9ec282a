// `npm run platform` prints where everything is, and never the admin token.
import { expect } from 'chai';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const FREE_PORTS = [
  ...['--port-api', '0', '--port-checkout', '0', '--port-cdn', '0', '--port-admin', '0'],
  ...['--port-v1', '0', '--port-v1-plain', '0'],
];

/** Runs the CLI until it has printed its summary (its last line, `webhooks`), then stops it; resolves with what it printed. */
function runCli(args: string[], env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'demo/platform/cli.ts', ...FREE_PORTS, ...args], {
      cwd: ROOT,
      env: { ...process.env, SHOPKIT_ADMIN_TOKEN: '', ...env },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      if (/\n\s*webhooks\s/.test(out)) child.kill('SIGTERM');
    });
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('exit', () => resolve(out));
  });
}

describe('platform: the CLI’s start lines', function () {
  this.timeout(30_000);

  it('does not print a token given with --admin-token, and says where it came from', async () => {
    const out = await runCli(['--admin-token', 'flag0token0which0is0secret']);
    expect(out).to.include('admin API');
    expect(out).not.to.include('flag0token0which0is0secret');
    expect(out).to.include('--admin-token or SHOPKIT_ADMIN_TOKEN');
  });

  it('takes the token from SHOPKIT_ADMIN_TOKEN without printing it', async () => {
    const out = await runCli([], { SHOPKIT_ADMIN_TOKEN: 'env0token0which0is0secret' });
    expect(out).not.to.include('env0token0which0is0secret');
    expect(out).to.include('the token you set');
  });

  it('says how to set a token when none was given, and prints no random one', async () => {
    const out = await runCli([]);
    expect(out).to.include('restart with --admin-token <t> or SHOPKIT_ADMIN_TOKEN=<t>');
    expect(out).not.to.match(/Bearer [A-Za-z0-9_-]{20,}/);
  });
});
