// The `shopkit` command (package.json `bin`, built into dist/cli.mjs): `shopkit prerender` writes the catalogue's
// product and list pages from the merchant's own templates (docs/prerender.md). Prints one line per file it wrote,
// removed or left unchanged, warnings, and a summary; on a long run, a progress line every 10 seconds (on stderr, with
// the warnings); exits 1 with a message naming the problem, having written nothing, when the pages cannot be made.
// `shopkit mcp` serves the shop's tools for agents on stdio (docs/agents.md).
import { parsePrerenderOptions } from './prerender-options.ts';
import { PrerenderError } from './prerender-error.ts';
import { prerenderSite, type PrerenderProgress, type PrerenderReport, type PrerenderRun } from './prerender-site.ts';

export const USAGE = `Usage: shopkit prerender --templates <folder> --out <folder> --site-url <url> [options]
       shopkit mcp --key <key> [--api-url <url>]

Writes a static page for every product (at the path its <shop-product url-pattern> gives) and every category and
page of a <shop-product-list sync-url="path">, filled from the catalogue, with SEO tags, JSON-LD and a sitemap.

  --templates <folder>  the site's HTML pages with the catalogue elements   (SHOPKIT_TEMPLATES)
  --out <folder>        where the pages are written (outside --templates)   (SHOPKIT_OUT)
  --site-url <url>      where the site is served, for canonical links       (SHOPKIT_SITE_URL)
  --key <key>           the shop's publishable key shop_pk_…                (SHOPKIT_PUBLISHABLE_KEY)
  --api-url <url>       the Commerce API origin (default: the hosted one)   (SHOPKIT_API_URL)
  --sitemap <file>      the sitemap's file name, or off (default sitemap.xml) (SHOPKIT_SITEMAP)

shopkit mcp serves the shop's tools for agents (search, product, cart, shipping, checkout link, order status) on
stdin and stdout, for desktop assistants: a bridge to <api-url>/mcp (docs/agents.md). It takes --key and --api-url.
`;

export interface CliOutput {
  out(line: string): void;
  err(line: string): void;
}

function printReport(report: PrerenderReport, io: CliOutput): void {
  for (const file of report.written) io.out(`wrote      ${file}`);
  for (const file of report.unchanged) io.out(`unchanged  ${file}`);
  for (const file of report.removed) io.out(`removed    ${file}`);
  for (const warning of report.warnings) io.err(`warning: ${warning}`);
  const { product, list, other } = report.pages;
  io.out(
    `shopkit prerender: ${product} product page${product === 1 ? '' : 's'}, ${list} list page${list === 1 ? '' : 's'}` +
      `${other > 0 ? `, ${other} other page${other === 1 ? '' : 's'}` : ''}: ${report.written.length} written, ` +
      `${report.unchanged.length} unchanged, ${report.removed.length} removed`,
  );
}

/** `shopkit prerender: 2000 pages so far (1900 product, 100 list), 42 s` */
export function describeProgress({ pages, elapsedMs }: PrerenderProgress): string {
  const total = pages.product + pages.list + pages.other;
  const kinds = [
    `${pages.product} product`,
    `${pages.list} list`,
    ...(pages.other > 0 ? [`${pages.other} other`] : []),
  ];
  return `shopkit prerender: ${total} pages so far (${kinds.join(', ')}), ${Math.round(elapsedMs / 1000)} s`;
}

/**
 * `shopkit mcp`: serves the shop's MCP tools on stdin/stdout until the assistant closes them (agents/, loaded only
 * for this command). Its messages go to stderr: stdout carries the protocol.
 */
async function runMcp(argv: readonly string[], env: NodeJS.ProcessEnv, io: CliOutput): Promise<number> {
  const { parseMcpOptions, McpOptionsError } = await import('../agents/parse-mcp-options.ts');
  try {
    const options = parseMcpOptions(argv, env);
    const { runMcpBridge } = await import('../agents/run-mcp-bridge.ts');
    await (
      await runMcpBridge(options)
    ).closed;
    return 0;
  } catch (error) {
    const message = error instanceof McpOptionsError ? error.message : error instanceof Error ? error.message : error;
    io.err(`shopkit mcp: ${String(message)}`);
    return 1;
  }
}

/** Runs the command with `argv` (after the program name); resolves to the exit code. */
export async function runCli(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  io: CliOutput,
  run: PrerenderRun = {},
): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === '--help' || command === 'help' || rest.includes('--help')) {
    io.out(USAGE);
    return command ? 0 : 1;
  }
  if (command === 'mcp') return runMcp(rest, env, io);
  if (command !== 'prerender') {
    io.err(`shopkit: unknown command ${JSON.stringify(command)}\n\n${USAGE}`);
    return 1;
  }
  try {
    const onProgress = (progress: PrerenderProgress) => io.err(describeProgress(progress));
    printReport(await prerenderSite(parsePrerenderOptions(rest, env), { onProgress, ...run }), io);
    return 0;
  } catch (error) {
    const message = error instanceof PrerenderError ? error.message : error instanceof Error ? error.stack : error;
    io.err(`shopkit prerender: ${String(message)}`);
    io.err('shopkit prerender: nothing was written.');
    return 1;
  }
}
