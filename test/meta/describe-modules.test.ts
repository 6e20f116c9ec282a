// `npm run size -- --modules <kind>`: what each file of a page kind is made of, from a small hand-made build (a
// build-meta.json and its files), so the figures can be checked by hand.
import { expect } from 'chai';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error: plain .mjs build scripts without type declarations
import { describeModules, gzipSize } from '../../scripts/page-weights.mjs';

const TABLE = { 'shop-a': {}, 'shop-b': {} };
const KINDS = [{ name: 'a-only', tags: ['shop-a'], ceilingKB: 10 }];

/** A dist/ with a script tag, a core and one group file holding the modules of shop-a and shop-b. */
function writeDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shopkit-describe-modules-'));
  fs.mkdirSync(path.join(dist, 'chunks'));
  fs.writeFileSync(path.join(dist, 'shopkit.js'), 'stub'.repeat(50));
  fs.writeFileSync(path.join(dist, 'chunks/core-ID.js'), 'core'.repeat(300));
  fs.writeFileSync(path.join(dist, 'chunks/group-ID.js'), 'group a and b '.repeat(40));
  const meta = {
    core: 'components/cdn-core.ts',
    manifest: {
      core: 'core-ID.js',
      modules: { 'components/shop-a.ts': 'group-ID.js', 'components/shop-b.ts': 'group-ID.js' },
      needs: {},
      shared: [],
    },
    groups: { core: { modules: ['components/cdn-core.ts', 'components/loader.ts'] } },
    imports: {
      'components/cdn-core.ts': ['components/loader.ts'],
      'components/shop-a.ts': ['components/a-helper.ts'],
      'components/shop-b.ts': [],
    },
    dynamicImports: {},
    stub: { outputs: { 'dist/shopkit.js': { inputs: { 'components/cdn.ts': { bytesInOutput: 200 } } } } },
    chunks: {
      outputs: {
        'dist/chunks/core-ID.js': {
          inputs: { 'components/loader.ts': { bytesInOutput: 900 }, 'components/cdn-core.ts': { bytesInOutput: 0 } },
        },
        'dist/chunks/group-ID.js': {
          inputs: {
            'components/shop-a.ts': { bytesInOutput: 100 },
            'components/a-helper.ts': { bytesInOutput: 60 },
            'components/shop-b.ts': { bytesInOutput: 400 },
          },
        },
      },
    },
  };
  fs.writeFileSync(path.join(dist, 'build-meta.json'), JSON.stringify(meta));
  return dist;
}

interface Described {
  file: string;
  gzip: number;
  raw: number;
  modules: Array<{ module: string; bytes: number; gzipShare: number; reached: boolean }>;
}

describe('describeModules (npm run size -- --modules)', () => {
  it('lists every file of the kind with its modules, biggest first, and marks what its tags never reach', () => {
    const dist = writeDist();
    const files = describeModules(dist, TABLE, 'a-only', KINDS) as Described[];
    expect(files.map((file) => file.file)).to.deep.equal(['shopkit.js', 'chunks/core-ID.js', 'chunks/group-ID.js']);
    const group = files[2]!;
    expect(group.raw).to.equal(fs.statSync(path.join(dist, 'chunks/group-ID.js')).size);
    expect(group.gzip).to.equal(gzipSize(fs.readFileSync(path.join(dist, 'chunks/group-ID.js'))));
    expect(group.modules.map(({ module, reached }) => [module, reached])).to.deep.equal([
      ['components/shop-b.ts', false],
      ['components/shop-a.ts', true],
      ['components/a-helper.ts', true],
    ]);
    const shares = group.modules.reduce((sum, part) => sum + part.gzipShare, 0);
    expect(shares).to.be.closeTo(group.gzip, 0.001);
    expect(files[1]!.modules.map((part) => part.module)).to.deep.equal(['components/loader.ts']);
  });

  it('names the page kinds when asked for one that does not exist', () => {
    expect(() => describeModules(writeDist(), TABLE, 'banners', KINDS)).to.throw(
      'no page kind "banners" (kinds: a-only)',
    );
  });
});
