// The TypeScript and JavaScript blocks of the README and docs/ compile against the real types: each block is written
// to a module of its own and type-checked with tsc, `shopkit-storefront` and `shopkit-storefront/server` resolving to
// the sources, so a doc that shows `consent.read()` as synchronous, a renamed member or a wrong argument fails here.
// Names a block uses for the reader's own code (`successUrl`, `render`) are declared once below; a fragment that cannot
// stand alone (an entry of a table) is marked `<!-- code-check: skip (why) -->` in the page.
import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { documentationFiles, markdownBlocks, ROOT, type MarkdownBlock } from '../helpers/markdown-blocks.ts';

const OUT = path.join(ROOT, 'test-results/docs-code');
const CHECKED = new Set(['ts', 'js', 'typescript', 'javascript']);

/** What the docs name without defining: the client they call `shop`, `window.Shopkit`, and the reader's own code. */
const GLOBALS = `import type { ShopkitClient } from 'shopkit-storefront';
declare global {
  const shop: ShopkitClient;
  const Shopkit: typeof import('${ROOT}/components/internal/config/public-api.ts');
  const successUrl: string;
  const backUrl: string;
  const iframe: HTMLIFrameElement;
  const orderNumber: string;
  const myAnalytics: { track(name: string, params: object): void };
  function render(value: unknown): void;
  function reportConversion(value: unknown): void;
  function syncOrder(orderId: string): Promise<void>;
  function showMyOwnNotice(): void;
  function startMyAnalytics(consentId?: string): void;
}
export {};
`;

/** A block that shows `consent.read()` as synchronous: the check must reject it, or it proves nothing. */
const CANARY = `const consent = shop.consent.read();
if (consent.categories.analytics) startMyAnalytics();
export {};
`;

interface Written {
  name: string;
  block: MarkdownBlock | null;
}

function writeProject(blocks: MarkdownBlock[]): Written[] {
  fs.rmSync(OUT, { recursive: true, force: true });
  fs.mkdirSync(OUT, { recursive: true });
  fs.writeFileSync(path.join(OUT, 'globals.d.ts'), GLOBALS);
  const written: Written[] = [{ name: 'canary.ts', block: null }];
  fs.writeFileSync(path.join(OUT, 'canary.ts'), CANARY);
  for (const block of blocks) {
    const name = `${block.file.replace(/[/.]/g, '-')}-${block.line}.ts`;
    fs.writeFileSync(path.join(OUT, name), `${block.code}\nexport {};\n`);
    written.push({ name, block });
  }
  const config = {
    compilerOptions: {
      target: 'ES2022',
      module: 'ESNext',
      moduleResolution: 'Bundler',
      lib: ['ES2022', 'DOM', 'DOM.Iterable'],
      types: ['node'],
      strict: true,
      // Blocks show calls, not declarations: a callback's parameter may stay untyped as the reader would write it.
      noImplicitAny: false,
      skipLibCheck: true,
      noEmit: true,
      allowImportingTsExtensions: true,
      paths: {
        'shopkit-storefront': [`${ROOT}/src/index.ts`],
        'shopkit-storefront/server': [`${ROOT}/src/server/index.ts`],
        'shopkit-storefront/elements': [`${ROOT}/components/elements.ts`],
      },
    },
    files: ['globals.d.ts', ...written.map((entry) => entry.name)],
  };
  fs.writeFileSync(path.join(OUT, 'tsconfig.json'), JSON.stringify(config, null, 2));
  return written;
}

/** tsc's errors, per written file: `doc.md:line: message`. */
function typeCheck(written: Written[]): Map<string, string[]> {
  const tsc = spawnSync(path.join(ROOT, 'node_modules/.bin/tsc'), ['-p', OUT, '--pretty', 'false'], {
    encoding: 'utf8',
  });
  const errors = new Map<string, string[]>();
  for (const match of tsc.stdout.matchAll(/^(?:.*[\\/])?([^\\/(]+\.ts)\((\d+),\d+\): (error TS\d+: .*)$/gm)) {
    const [, name, line, message] = match;
    const block = written.find((entry) => entry.name === name)?.block;
    const where = block ? `${block.file}:${block.line + Number(line)}` : `${name}:${line}`;
    errors.set(name!, [...(errors.get(name!) ?? []), `${where}: ${message}`]);
  }
  if (tsc.status !== 0 && errors.size === 0)
    throw new Error(`tsc failed without file errors:\n${tsc.stdout}${tsc.stderr}`);
  return errors;
}

describe('code blocks of the README and docs/', function () {
  this.timeout(60_000);
  const blocks = documentationFiles().flatMap(markdownBlocks);
  const checked = blocks.filter((block) => CHECKED.has(block.lang) && !block.skip);
  let errors: Map<string, string[]>;

  before(() => {
    errors = typeCheck(writeProject(checked));
  });

  it('finds the blocks it checks', () => {
    expect(checked.length).to.be.greaterThan(5);
    expect(checked.map((block) => block.file)).to.include.members(['docs/client.md', 'docs/elements.md']);
  });

  it('rejects a block that reads consent.read() as if it were synchronous', () => {
    expect(errors.get('canary.ts')?.join('\n')).to.match(/Property 'categories' does not exist on type 'Promise/);
  });

  it('type-checks every TypeScript and JavaScript block against the real types', () => {
    const found = [...errors].filter(([name]) => name !== 'canary.ts').flatMap(([, list]) => list);
    expect(found, found.join('\n')).to.deep.equal([]);
  });

  it('says why each block it leaves out cannot stand alone', () => {
    const skipped = blocks.filter((block) => CHECKED.has(block.lang) && block.skip);
    for (const block of skipped) expect(block.skip!.length, `${block.file}:${block.line}`).to.be.greaterThan(10);
  });
});
