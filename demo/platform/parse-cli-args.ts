// Flags of the platform CLI: --port-api/--port-checkout/--port-cdn/--port-admin/--port-v1/--port-v1-plain (defaults
// in default-ports.ts, the same as `npm start`), --host, --db <file or postgres URL>,
// --faults latency=50,jitter=20,5xx=0.1,429=0.05,drop=0.05,seed=1, --admin-token <token>, --local-development
// (webhooks to private networks), --webhook-allow <cidr,...>, --rate-limits address.cart-create=120/60s,...,
// --trust-proxy <hops>, --storefront-origins <shop>=<origin>[,...] (repeatable), --smtp-url <smtp(s)://...> and
// --mail-from <address>. Without --db, DATABASE_URL (from `env`) names the database; without either, it is private to
// the process (in memory). Without --admin-token, SHOPKIT_ADMIN_TOKEN (from `env`) is the admin token. Without
// --smtp-url, SMTP_URL (from `env`) is where e-mail goes; without either, the local mail catcher (--port-mail,
// --port-smtp) keeps it; MAIL_FROM is the sender's address.
import type { FaultSettings } from './api/faults.ts';
import { DEFAULT_PORTS, parsePort } from './default-ports.ts';
import { parseRateLimits } from './limits/rate-limits.ts';
import type { PlatformOptions } from './start-platform.ts';
import { describeSmtpUrl } from './mail/mailer.ts';

export { DEFAULT_PORTS };
const PORT_FLAGS: Record<string, keyof typeof DEFAULT_PORTS> = {
  '--port-api': 'api',
  '--port-checkout': 'checkout',
  '--port-cdn': 'cdn',
  '--port-admin': 'admin',
  '--port-v1': 'v1',
  '--port-v1-plain': 'v1Plain',
  '--port-mail': 'mail',
  '--port-smtp': 'smtp',
};
const FAULT_NAMES: Record<string, keyof FaultSettings> = {
  latency: 'latencyMs',
  jitter: 'jitterMs',
  '5xx': 'error5xxRate',
  '429': 'error429Rate',
  drop: 'dropRate',
  seed: 'seed',
};

export function parseCliArgs(argv: string[], env: Record<string, string | undefined> = {}): PlatformOptions {
  const options: PlatformOptions = { ports: { ...DEFAULT_PORTS } };
  if (env.SHOPKIT_ADMIN_TOKEN) options.adminToken = env.SHOPKIT_ADMIN_TOKEN;
  if (env.DATABASE_URL) options.database = env.DATABASE_URL;
  if (env.SMTP_URL) options.mail = { ...options.mail, smtpUrl: readSmtpUrl(env.SMTP_URL, 'SMTP_URL') };
  if (env.MAIL_FROM) options.mail = { ...options.mail, from: env.MAIL_FROM };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--local-development') {
      options.localDevelopment = true;
      continue;
    }
    const [flag, inline] = (argv[i] ?? '').split(/=(.*)/s, 2) as [string, string | undefined];
    const value = inline ?? argv[++i];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    const port = PORT_FLAGS[flag];
    if (port) (options.ports as Record<string, number>)[port] = parsePort(value, flag);
    else if (flag === '--db') options.database = value;
    else if (flag === '--state')
      throw new Error(
        '--state is gone: the platform keeps its data in a database now (--db <file>); JSON state files are not read',
      );
    else if (flag === '--host') options.host = value;
    else if (flag === '--admin-token') options.adminToken = value;
    else if (flag === '--faults') options.faults = parseFaults(value);
    else if (flag === '--storefront-origins') {
      const [shop = '', list = ''] = value.split(/=(.*)/s, 2);
      if (!/^[a-z0-9][a-z0-9-]*$/.test(shop) || list === '')
        throw new Error(`--storefront-origins must be <shop>=<origin>[,<origin>...] (got ${JSON.stringify(value)})`);
      options.storefrontOrigins = Object.fromEntries([
        ...Object.entries(options.storefrontOrigins ?? {}),
        [shop, [...(options.storefrontOrigins?.[shop] ?? []), ...list.split(',').filter(Boolean)]],
      ]);
    } else if (flag === '--rate-limits') options.rateLimits = { ...options.rateLimits, ...parseRateLimits(value) };
    else if (flag === '--trust-proxy') {
      if (!/^\d{1,2}$/.test(value) || Number(value) > 10)
        throw new Error(`--trust-proxy must be a number of proxies 0-10 (got ${JSON.stringify(value)})`);
      options.trustProxyHops = Number(value);
    } else if (flag === '--webhook-allow') options.webhookUrls = { allowedNetworks: value.split(',').filter(Boolean) };
    else if (flag === '--smtp-url') options.mail = { ...options.mail, smtpUrl: readSmtpUrl(value, flag) };
    else if (flag === '--mail-from') options.mail = { ...options.mail, from: value };
    else throw new Error(`unknown option ${JSON.stringify(flag)}`);
  }
  return options;
}

/** An SMTP URL, checked at start so a typo stops the platform with a message that names the option (never the password). */
function readSmtpUrl(value: string, source: string): string {
  try {
    describeSmtpUrl(value, source);
  } catch (error) {
    throw new Error((error as Error).message);
  }
  return value;
}

export function parseFaults(text: string): Partial<FaultSettings> {
  const faults: Partial<FaultSettings> = {};
  for (const pair of text.split(',').filter(Boolean)) {
    const [name = '', raw = ''] = pair.split('=');
    const field = Object.hasOwn(FAULT_NAMES, name) ? FAULT_NAMES[name] : undefined;
    const value = Number(raw);
    if (!field)
      throw new Error(`--faults: unknown fault ${JSON.stringify(name)} (use ${Object.keys(FAULT_NAMES).join(', ')})`);
    if (raw === '' || !Number.isFinite(value))
      throw new Error(`--faults: ${name} needs a number (got ${JSON.stringify(raw)})`);
    faults[field] = value;
  }
  return faults;
}
