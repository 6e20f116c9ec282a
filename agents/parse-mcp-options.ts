// `shopkit mcp`'s options, from its arguments and else the environment: the shop's publishable key and the Commerce
// API origin whose `/mcp` serves the shop's tools. Checked first; a message names the option (a key redacted).
import { DEFAULT_API_URL, normalizeApiUrl, parsePublishableKey, redactKey } from '../src/index.ts';

export interface McpBridgeOptions {
  publishableKey: string;
  /** The Commerce API origin (its `/mcp` is the remote server). */
  apiUrl: string;
}

export class McpOptionsError extends Error {
  override readonly name = 'McpOptionsError';
}

const OPTION_ENV = { key: 'SHOPKIT_PUBLISHABLE_KEY', 'api-url': 'SHOPKIT_API_URL' } as const;
type OptionName = keyof typeof OPTION_ENV;

/** An argument as a message may quote it: anything key-shaped redacted. */
const shown = (arg: string) => (arg.includes('shop_') ? redactKey(arg) : arg.slice(0, 60));

export function parseMcpOptions(argv: readonly string[], env: NodeJS.ProcessEnv): McpBridgeOptions {
  const given: Partial<Record<OptionName, string>> = {};
  for (let index = 0; index < argv.length; index += 1) {
    const [flag, inline] = argv[index]!.split(/=(.*)/s, 2) as [string, string | undefined];
    const name = flag.replace(/^--/, '') as OptionName;
    if (!flag.startsWith('--') || !Object.hasOwn(OPTION_ENV, name))
      throw new McpOptionsError(`unknown argument ${JSON.stringify(shown(argv[index]!))} (see --help)`);
    const value = inline ?? argv[++index];
    if (value === undefined || value.startsWith('--')) throw new McpOptionsError(`--${name} needs a value`);
    given[name] = value;
  }
  const read = (name: OptionName) => given[name] ?? (env[OPTION_ENV[name]] || undefined);
  const key = read('key');
  if (!key) throw new McpOptionsError(`--key is required (or set ${OPTION_ENV.key})`);
  try {
    parsePublishableKey(key);
  } catch {
    throw new McpOptionsError(`--key must be a publishable key shop_pk_<shop>_<secret> (got "${redactKey(key)}")`);
  }
  const raw = read('api-url') ?? DEFAULT_API_URL;
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password)
    throw new McpOptionsError(`--api-url must be an http(s) URL without credentials (got ${JSON.stringify(raw)})`);
  return { publishableKey: key, apiUrl: normalizeApiUrl(url.href) };
}
