// Writes llms.txt, the guide for code assistants (llmstxt.org), from custom-elements.json and docs/: the rules
// (docs/frameworks.md), the working snippets (README's quick start, docs/elements.md's catalogue snippet), the
// bindings (docs/elements.md), the script tag's attributes, and every element with its attributes, properties,
// events, slots and parts. The build runs it after the manifest; test/meta/llms-txt.test.ts fails when the file is
// stale or leaves out anything the manifest or the bindings engine has.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file) => fs.readFileSync(path.join(root, file), 'utf8');

/** The body of the section under `heading` (a whole heading line), up to the next heading of its level or above. */
export function section(markdown, heading) {
  const lines = markdown.split('\n');
  const start = lines.indexOf(heading);
  if (start === -1) throw new Error(`llms.txt: no section "${heading}"`);
  const level = heading.match(/^#+/)[0].length;
  const end = lines.findIndex(
    (line, index) => index > start && /^#+ /.test(line) && line.match(/^#+/)[0].length <= level,
  );
  return lines
    .slice(start + 1, end === -1 ? undefined : end)
    .join('\n')
    .trim();
}

/** The paragraph of `markdown` that starts with `opening`. */
export function paragraph(markdown, opening) {
  const found = markdown.split(/\n\s*\n/).find((text) => text.startsWith(opening));
  if (!found) throw new Error(`llms.txt: no paragraph starting "${opening}"`);
  return found.trim();
}

/** The fenced block between `<!-- snippet:name -->` and `<!-- /snippet:name -->`. */
export function snippet(markdown, name) {
  const match = new RegExp(
    `<!-- snippet:${name} -->\\s*(\`\`\`html\\n[\\s\\S]*?\\n\`\`\`)\\s*<!-- /snippet:${name} -->`,
  ).exec(markdown);
  if (!match) throw new Error(`llms.txt: no snippet "${name}"`);
  return match[1];
}

/**
 * `markdown` taken from `file` with its relative links rewritten from the repository's root, where llms.txt lives:
 * `#anchor` becomes `docs/elements.md#anchor`, `prerender.md` becomes `docs/prerender.md`.
 */
export function relink(markdown, file) {
  return markdown.replace(/\]\(([^)\s]+)\)/g, (whole, target) => {
    if (/^[a-z]+:/i.test(target)) return whole;
    const resolved = target.startsWith('#') ? `${file}${target}` : path.posix.join(path.posix.dirname(file), target);
    return `](${resolved})`;
  });
}

/** The rows of the README's table of the ports `npm start` opens, with the variable that changes each. */
function portRows(readme) {
  return section(readme, '## Demo shop')
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .join('\n');
}

/** The README's quick-start bullet that starts with `**<title>.**`. */
function bullet(readme, title) {
  const found = readme.split(/\n(?=- )/).find((item) => item.startsWith(`- **${title}.**`));
  if (!found) throw new Error(`llms.txt: no README bullet "${title}"`);
  return found.trim();
}

const oneLine = (text = '') => text.replace(/\s+/g, ' ').trim();
const list = (label, entries) =>
  entries.length === 0
    ? []
    : [`${label}:`, ...entries.map(([name, text]) => `- \`${name}\`${text ? `: ${oneLine(text)}` : ''}`)];

function describeElement(declaration) {
  const settable = (declaration.members ?? []).filter(
    (m) => m.kind === 'field' && !m.attribute && !m.static && !m.readonly && !m.privacy && !/^[#_]/.test(m.name),
  );
  return [
    `### <${declaration.tagName}>`,
    '',
    oneLine(declaration.summary ?? declaration.description),
    '',
    ...list(
      'Attributes',
      (declaration.attributes ?? []).map((a) => [a.name, `${a.type?.text ?? 'string'}. ${a.description ?? ''}`]),
    ),
    ...list(
      'Properties (script only)',
      settable.map((m) => [m.name, `${m.type?.text ?? ''}. ${m.description ?? ''}`]),
    ),
    ...list(
      'Events',
      (declaration.events ?? []).map((e) => [e.name, e.description]),
    ),
    ...list(
      'Slots',
      (declaration.slots ?? []).map((s) => [s.name || '(default)', s.description]),
    ),
    ...list(
      'Parts',
      (declaration.cssParts ?? []).map((p) => [p.name, p.description]),
    ),
    '',
  ].join('\n');
}

/** The whole text of llms.txt. */
export function renderLlmsTxt() {
  const manifest = JSON.parse(read('custom-elements.json'));
  const elements = manifest.modules
    .flatMap((mod) => mod.declarations ?? [])
    .filter((d) => d.tagName)
    .sort((a, b) => a.tagName.localeCompare(b.tagName));
  const readme = read('README.md');
  const docs = relink(read('docs/elements.md'), 'docs/elements.md');
  const frameworks = relink(read('docs/frameworks.md'), 'docs/frameworks.md');
  return `# Shopkit

> Shopkit is a drop-in storefront script: one \`<script>\` tag and standard custom elements configured by attributes
> (\`<shop-cart>\`, \`<shop-product-list>\`, \`<shop-product>\`, \`<shop-variant-picker>\`, \`<shop-consent-banner>\`, ...) give
> any site a cart, product pages, a currency selector, a cookie-consent banner and a checkout on a hosted commerce
> platform. The same elements work in React 19, Vue 3, Svelte 5 and Astro through \`shopkit-storefront/elements\`, typed
> by \`shopkit-storefront/react\`, \`shopkit-storefront/vue\`, \`shopkit-storefront/svelte\` and
> \`shopkit-storefront/astro\`.

Generated from custom-elements.json and docs/ by scripts/llms-txt.mjs (npm run build); do not edit.

## Install

The script tag needs no install. For a bundler (React, Vue, Svelte, Astro) or a server:

${section(frameworks, '## Install')}

## Rules

${section(frameworks, '## Rules for code that uses Shopkit')}

## Quick start (works as pasted into a page on any origin while \`npm start\` runs)

<!-- snippet:quickstart -->

${snippet(readme, 'quickstart')}

<!-- /snippet:quickstart -->

In production, \`src\` is your copy of \`dist/shopkit.js\` (with \`dist/chunks/\` beside it) and only
\`data-publishable-key\` stays.

${bullet(readme, 'Letting your site check out')}

### The ports \`npm start\` opens

The snippet's URLs are \`npm start\`'s defaults; each variable changes one (\`0\` takes any free port), and the
start line prints the URLs in use.

${portRows(readme)}

## \`window.Shopkit\`

${section(docs, '## `window.Shopkit`')}

## Catalogue in your own HTML (works as pasted while \`npm start\` runs)

<!-- snippet:catalogue -->

${snippet(docs, 'catalogue')}

<!-- /snippet:catalogue -->

## Bindings

${section(docs, '### Bindings')}

### States

${section(docs, '### States')}

### The product scope

${section(docs, '### The product scope')}

### Paging and filters of a list

${paragraph(docs, 'Paging controls are yours:')}

### Inside a product

${section(docs, '### Inside a product: `<shop-price>` and `<shop-add-to-cart>`')}

## The cart in your own HTML

${section(docs, '## The cart in your own HTML')}

## Frameworks

${section(frameworks, '## What differs between the frameworks')}

## Script tag attributes

${section(docs, '## Script-tag data attributes')}

## Theming

${section(docs, '## Theming')}

## CSP and Trusted Types

${section(docs, '## CSP and Trusted Types')}

## Elements

${elements.map(describeElement).join('\n')}
## Docs

- [README](README.md): what Shopkit is, the two commands, the quick start
- [docs/elements.md](docs/elements.md): every element, attribute, slot, part, event and binding in full
- [docs/frameworks.md](docs/frameworks.md): \`shopkit-storefront/elements\` and the framework types
- [docs/client.md](docs/client.md): the client core (\`createShopkitClient\`)
- [docs/consent.md](docs/consent.md): consent-gated analytics, the tags' CSP lines
- [docs/prerender.md](docs/prerender.md): \`npx shopkit prerender\`, static product and list pages
- [docs/platform.md](docs/platform.md): the local platform, storefront origins, the admin API
- [docs/agents.md](docs/agents.md): the shop's MCP server (\`/mcp\`, \`npx shopkit mcp\`), its tools for agents, and the script tag's page tools (WebMCP, \`data-page-tools\`)
- [custom-elements.json](custom-elements.json): the manifest this file is generated from
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  fs.writeFileSync(path.join(root, 'llms.txt'), renderLlmsTxt());
  console.log('llms.txt: written from custom-elements.json and docs/');
}
