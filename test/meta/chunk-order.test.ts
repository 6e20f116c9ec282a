// The lazy build hands esbuild its chunk entries in the order the import() calls are written, whatever order esbuild's
// resolvers reported them in: the order of the entries changes the chunks' bytes and names, so this is what makes
// the same sources build the same files.
import { expect } from 'chai';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error: plain .mjs build scripts without type declarations
import { inSourceOrder } from '../../scripts/build-lazy.mjs';

interface Target {
  file: string;
  importer: string;
}

describe('the lazy build entry order', () => {
  let root = '';
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'shopkit-chunk-order-'));
    fs.mkdirSync(path.join(root, 'src'));
    fs.writeFileSync(
      path.join(root, 'table.ts'),
      "export const T = { b: () => import('./b.ts'), a: () => import(\"./a.ts\"), c: () => import('./src/c.ts') };\n",
    );
    fs.writeFileSync(path.join(root, 'src/parts.ts'), "export const load = () => import('./part.ts');\n");
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const target = (file: string, importer: string): Target => ({
    file: path.join(root, file),
    importer: path.join(root, importer),
  });

  it('orders the targets by importer path, then as written, however they were reported', async () => {
    const reported = new Map<string, Target>([
      ['part', target('src/part.ts', 'src/parts.ts')],
      ['c', target('src/c.ts', 'table.ts')],
      ['a', target('a.ts', 'table.ts')],
      ['b', target('b.ts', 'table.ts')],
    ]);
    const ordered = (await inSourceOrder(root, reported)) as Array<[string, Target]>;
    expect(ordered.map(([name]) => name)).to.deep.equal(['part', 'b', 'a', 'c']);
  });

  it('refuses a target whose import() it cannot find in its importer, naming both', async () => {
    const reported = new Map<string, Target>([['ghost', target('ghost.ts', 'table.ts')]]);
    let error: unknown = null;
    await inSourceOrder(root, reported).catch((caught: unknown) => {
      error = caught;
    });
    expect(String(error)).to.equal('Error: build-lazy: cannot find the import() of ghost in table.ts');
  });
});
