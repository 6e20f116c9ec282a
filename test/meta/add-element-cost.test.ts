// Adding an element costs nothing to the pages that do not use it: the script-tag build of a copy of the sources,
// before and after a dummy element joins the tag table, gives every page kind the same chunks, byte for byte; the
// loader grows by the table entry alone (its tag, its load and its chunk's file name).
import { expect } from 'chai';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHOP_ELEMENTS } from '../../components/define.ts';
// @ts-expect-error: plain .mjs build scripts without type declarations
import { buildScriptTag } from '../../scripts/build-lazy.mjs';
// @ts-expect-error: plain .mjs build scripts without type declarations
import { PAGE_KINDS } from '../../scripts/page-kinds.mjs';
// @ts-expect-error: plain .mjs build scripts without type declarations
import { gzipSize, pageFiles } from '../../scripts/page-weights.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const DUMMY = `import { html } from 'lit';
import { property } from 'lit/decorators.js';
import { ShopElement } from './internal/runtime/shop-element.ts';

/** @summary A dummy element for the build test. */
export class ShopDummyElement extends ShopElement {
  @property() accessor label = 'dummy';
  protected override render(): unknown {
    return html\`<p part="label">\${this.label}</p>\`;
  }
}
`;

interface Built {
  files: Record<string, string[]>;
}

/** A copy of what the build reads, so the test never writes into the sources. */
function copySources(): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'shopkit-add-element-'));
  for (const entry of ['src', 'components', 'package.json', 'tsconfig.json'])
    fs.cpSync(path.join(ROOT, entry), path.join(copy, entry), { recursive: true });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  return copy;
}

async function build(root: string): Promise<Built> {
  fs.rmSync(path.join(root, 'dist'), { recursive: true, force: true });
  const common = { bundle: true, target: 'es2022', tsconfig: path.join(root, 'tsconfig.json'), logLevel: 'silent' };
  return buildScriptTag({ root, outdir: 'dist', version: '0.0.0-test', common: { ...common, legalComments: 'none' } });
}

/** A chunk's file name without its content hash (`shared-NEG2TBGK.js` -> `shared-#.js`). */
const HASHED_NAME = /\b([a-z-]+)-[A-Z0-9]{8}\.js\b/g;
const unhashed = (text: string): string => text.replace(HASHED_NAME, '$1-#.js');

/**
 * Every page kind made of tags the table has today: the bytes of its chunks, sorted, with chunk names unhashed. A
 * shared chunk whose bytes stay the same may still get another name when the set of elements that use it grows (the
 * bundler hashes that set too), and the chunks importing it then name it differently: same size, same code.
 */
function pages(root: string, built: Built): Record<string, string[]> {
  const meta = { chunkFiles: built.files };
  const result: Record<string, string[]> = {};
  for (const kind of PAGE_KINDS as Array<{ name: string; tags: string[] }>) {
    const tags = kind.tags.filter((tag) => tag in SHOP_ELEMENTS);
    const { files } = pageFiles(meta, SHOP_ELEMENTS, tags) as { files: string[] };
    result[kind.name] = files
      .filter((file) => file !== 'shopkit.js')
      .map((file) => unhashed(fs.readFileSync(path.join(root, 'dist', file), 'utf8')))
      .sort();
  }
  return result;
}

describe('adding an element', function () {
  this.timeout(120_000);

  it('leaves every page kind that does not use it with the same chunks, and the loader one entry larger', async () => {
    const root = copySources();
    try {
      const before = await build(root);
      const pagesBefore = pages(root, before);
      const loaderBefore = gzipSize(fs.readFileSync(path.join(root, 'dist/shopkit.js')));

      fs.writeFileSync(path.join(root, 'components/shop-dummy.ts'), DUMMY);
      const table = path.join(root, 'components/define.ts');
      const source = fs.readFileSync(table, 'utf8');
      const entry = "  'shop-dummy': { load: () => import('./shop-dummy.ts') },\n};";
      fs.writeFileSync(table, source.replace(/\n};\n/, `\n${entry}\n`));
      const after = await build(root);

      expect(after.files['shop-dummy'], 'the dummy has a chunk').to.have.length.greaterThan(0);
      expect(pages(root, after)).to.deep.equal(pagesBefore);
      const loaderAfter = gzipSize(fs.readFileSync(path.join(root, 'dist/shopkit.js')));
      expect(loaderAfter - loaderBefore).to.be.within(0, 64);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
