// Flags of the platform CLI: --port-api/--port-checkout/--port-cdn/--port-admin/--port-v1/--port-v1-plain, --host,
// --state <file>, --faults latency=50,jitter=20,5xx=0.1,429=0.05,drop=0.05,seed=1, --admin-token <token>.
import type { FaultSettings } from './api/faults.ts';
import { DEFAULT_PORTS, parsePort } from './default-ports.ts';
import type { PlatformOptions } from './start-platform.ts';

export { DEFAULT_PORTS };
const PORT_FLAGS: Record<string, keyof typeof DEFAULT_PORTS> = {
  '--port-api': 'api',
  '--port-checkout': 'checkout',
  '--port-cdn': 'cdn',
  '--port-admin': 'admin',
  '--port-v1': 'v1',
  '--port-v1-plain': 'v1Plain',
};
const FAULT_NAMES: Record<string, keyof FaultSettings> = {
  latency: 'latencyMs',
  jitter: 'jitterMs',
  '5xx': 'error5xxRate',
  '429': 'error429Rate',
  drop: 'dropRate',
  seed: 'seed',
};

export function parseCliArgs(argv: string[]): PlatformOptions {
  const options: PlatformOptions = { ports: { ...DEFAULT_PORTS } };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = (argv[i] ?? '').split(/=(.*)/s, 2) as [string, string | undefined];
    const value = inline ?? argv[++i];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    const port = PORT_FLAGS[flag];
    if (port) (options.ports as Record<string, number>)[port] = parsePort(value, flag);
    else if (flag === '--state') options.statePath = value;
    else if (flag === '--host') options.host = value;
    else if (flag === '--admin-token') options.adminToken = value;
    else if (flag === '--faults') options.faults = parseFaults(value);
    else throw new Error(`unknown option ${JSON.stringify(flag)}`);
  }
  return options;
}

export function parseFaults(text: string): Partial<FaultSettings> {
  const faults: Partial<FaultSettings> = {};
  for (const pair of text.split(',').filter(Boolean)) {
    const [name = '', raw = ''] = pair.split('=');
    const field = FAULT_NAMES[name];
    const value = Number(raw);
    if (!field)
      throw new Error(`--faults: unknown fault ${JSON.stringify(name)} (use ${Object.keys(FAULT_NAMES).join(', ')})`);
    if (raw === '' || !Number.isFinite(value))
      throw new Error(`--faults: ${name} needs a number (got ${JSON.stringify(raw)})`);
    faults[field] = value;
  }
  return faults;
}
