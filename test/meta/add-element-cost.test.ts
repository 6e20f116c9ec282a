// Adding an element costs nothing to the pages that do not use it: the script-tag build of a copy of the sources,
// before and after a dummy element joins the tag table (a group of its own, since scripts/chunk-groups.mjs does not
// list it), gives every page kind the same files, byte for byte apart from the build id in their names, except the
// core and the script tag, which grow by the table entry and its manifest line alone.
import { expect } from 'chai';
import fs from 'node:fs';
import path from 'node:path';
// @ts-expect-error: plain .mjs build scripts without type declarations
import { PAGE_KINDS } from '../../scripts/page-kinds.mjs';
// @ts-expect-error: plain .mjs build scripts without type declarations
import { gzipSize, pageFiles } from '../../scripts/page-weights.mjs';
import { buildCopy as build, copySources, type BuiltScriptTag as Built } from '../helpers/script-tag-copy.ts';

const DUMMY = `import { html } from 'lit';
import { property } from 'lit/decorators.js';
import { ShopElement } from './internal/base/shop-element.ts';

/** @summary A dummy element for the build test. */
export class ShopDummyElement extends ShopElement {
  @property() accessor label = 'dummy';
  protected override render(): unknown {
    return html\`<p part="label">\${this.label}</p>\`;
  }
}
`;

/** The build id every file name carries (`core-1A2B3C4D.js`). */
const idOf = (built: Built): string => /-([A-Za-z0-9]+)\.js$/.exec(built.manifest.core)![1]!;

/** Every page kind's files but the script tag and the core, their text with the build id left out. */
function pages(root: string, built: Built): Record<string, string[]> {
  const id = idOf(built);
  const result: Record<string, string[]> = {};
  for (const kind of PAGE_KINDS as Array<{ name: string; tags: string[] }>) {
    const modules = kind.tags.map((tag) => `components/${tag}.ts`);
    const files = (pageFiles(built, modules) as string[]).filter(
      (file) => file !== 'shopkit.js' && file !== `chunks/${built.manifest.core}`,
    );
    result[kind.name] = files.map((file) =>
      fs
        .readFileSync(path.join(root, 'dist', file), 'utf8')
        .split(id)
        .join('#'),
    );
  }
  return result;
}

const gzipOf = (root: string, file: string): number => gzipSize(fs.readFileSync(path.join(root, 'dist', file)));

describe('adding an element', function () {
  this.timeout(120_000);

  it('leaves every page kind that does not use it with the same files, and the core one entry larger', async () => {
    const root = copySources('shopkit-add-element-');
    try {
      const before = await build(root);
      const pagesBefore = pages(root, before);
      const coreBefore = gzipOf(root, `chunks/${before.manifest.core}`);
      const tagBefore = gzipOf(root, 'shopkit.js');

      fs.writeFileSync(path.join(root, 'components/shop-dummy.ts'), DUMMY);
      const table = path.join(root, 'components/define.ts');
      const source = fs.readFileSync(table, 'utf8');
      const entry = "  'shop-dummy': { load: () => import('./shop-dummy.ts') },\n};";
      fs.writeFileSync(table, source.replace(/\n};\n/, `\n${entry}\n`));
      const after = await build(root);

      expect(after.manifest.modules['components/shop-dummy.ts'], 'the dummy has a file').to.match(/shop-dummy-/);
      expect(pages(root, after)).to.deep.equal(pagesBefore);
      expect(gzipOf(root, `chunks/${after.manifest.core}`) - coreBefore).to.be.within(0, 64);
      expect(gzipOf(root, 'shopkit.js') - tagBefore).to.be.within(0, 64);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
