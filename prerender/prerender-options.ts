// The command's options, from its arguments and else the environment (docs/prerender.md): validated first, every
// message naming the option and quoting the value (a key redacted), before anything is read or written.
import path from 'node:path';
import { DEFAULT_API_URL, normalizeApiUrl, parsePublishableKey, redactKey } from '../src/index.ts';
import { PrerenderError } from './prerender-error.ts';

export interface PrerenderOptions {
  /** The folder of the merchant's HTML pages. */
  templates: string;
  /** The folder the pages are written to (the site's publish folder). */
  out: string;
  /** The Commerce API origin. */
  apiUrl: string;
  publishableKey: string;
  /** Where the site is served, for canonical links, `og:url` and the sitemap (an origin, optionally with a path). */
  siteUrl: string;
  /** The sitemap's file name in `out`, or null for none. */
  sitemap: string | null;
}

/** Option -> environment variable read when the option is not given. */
export const OPTION_ENV = {
  templates: 'SHOPKIT_TEMPLATES',
  out: 'SHOPKIT_OUT',
  'api-url': 'SHOPKIT_API_URL',
  key: 'SHOPKIT_PUBLISHABLE_KEY',
  'site-url': 'SHOPKIT_SITE_URL',
  sitemap: 'SHOPKIT_SITEMAP',
} as const;
type OptionName = keyof typeof OPTION_ENV;

function readArguments(argv: readonly string[]): Partial<Record<OptionName, string>> {
  const found: Partial<Record<OptionName, string>> = {};
  for (let index = 0; index < argv.length; index += 1) {
    const [flag, inline] = argv[index]!.split(/=(.*)/s, 2) as [string, string | undefined];
    const name = flag.replace(/^--/, '') as OptionName;
    if (!flag.startsWith('--') || !Object.hasOwn(OPTION_ENV, name))
      throw new PrerenderError(`unknown argument ${JSON.stringify(argv[index])} (see --help)`);
    const value = inline ?? argv[++index];
    if (value === undefined || value.startsWith('--')) throw new PrerenderError(`--${name} needs a value (see --help)`);
    found[name] = value;
  }
  return found;
}

function httpUrl(name: string, value: string): URL {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password)
    throw new PrerenderError(`--${name} must be an http(s) URL without credentials (got ${JSON.stringify(value)})`);
  return url;
}

function folders(templates: string, out: string): { templates: string; out: string } {
  const resolved = { templates: path.resolve(templates), out: path.resolve(out) };
  const inside = (a: string, b: string) => a === b || a.startsWith(`${b}${path.sep}`);
  if (inside(resolved.out, resolved.templates) || inside(resolved.templates, resolved.out))
    throw new PrerenderError(
      `--out (${JSON.stringify(out)}) must be a folder outside --templates (${JSON.stringify(templates)}) and not ` +
        'around it: the templates stay templates, so the command can run again',
    );
  return resolved;
}

/** The options from `argv` (the command's own arguments) and `env`; throws PrerenderError naming what is wrong. */
export function parsePrerenderOptions(argv: readonly string[], env: NodeJS.ProcessEnv): PrerenderOptions {
  const given = readArguments(argv);
  const read = (name: OptionName): string | undefined => given[name] ?? (env[OPTION_ENV[name]] || undefined);
  const required = (name: OptionName): string => {
    const value = read(name);
    if (!value) throw new PrerenderError(`--${name} is required (or set ${OPTION_ENV[name]})`);
    return value;
  };
  const key = required('key');
  try {
    parsePublishableKey(key);
  } catch {
    throw new PrerenderError(`--key must be a publishable key shop_pk_<shop>_<secret> (got "${redactKey(key)}")`);
  }
  const apiUrl = normalizeApiUrl(httpUrl('api-url', read('api-url') ?? DEFAULT_API_URL).href);
  const site = httpUrl('site-url', required('site-url'));
  if (site.search || site.hash)
    throw new PrerenderError(`--site-url must have no query or fragment (got ${JSON.stringify(site.href)})`);
  const sitemap = read('sitemap') ?? 'sitemap.xml';
  if (sitemap !== 'off' && !/^[\w.-]+\.xml$/.test(sitemap))
    throw new PrerenderError(`--sitemap must be a file name ending in .xml, or off (got ${JSON.stringify(sitemap)})`);
  return {
    ...folders(required('templates'), required('out')),
    apiUrl,
    publishableKey: key,
    siteUrl: site.href.endsWith('/') ? site.href : `${site.href}/`,
    sitemap: sitemap === 'off' ? null : sitemap,
  };
}
