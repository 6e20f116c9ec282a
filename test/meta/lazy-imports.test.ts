// Every module the elements import on demand goes through lazyImport (components/internal/loading/chunk-loader.ts),
// named by its path in the repository: that name is how the script tag finds the module's file and fetches it again
// from a fresh URL after a failure. The tag table's loads are named by the table's convention (`components/<tag>.ts`)
// and the client's parts by theirs (`src/parts/<name>.ts`), so those two tables are the only plain import() calls.
import { expect } from 'chai';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const LAZY_IMPORT = /lazyImport\(\s*'([^']+)',\s*\(\)\s*=>\s*import\('([^']+)'\)/g;
const ANY_IMPORT = /\bimport\(\s*'([^']+)'\s*\)/g;

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.posix.join(dir, entry.name);
    return entry.isDirectory() ? sources(rel) : entry.name.endsWith('.ts') ? [rel] : [];
  });
}

const target = (file: string, specifier: string): string =>
  path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));

describe('modules imported on demand', () => {
  it('name, in every lazyImport, the module their import() loads', () => {
    const pairs = sources('components').flatMap((file) =>
      [...fs.readFileSync(path.join(ROOT, file), 'utf8').matchAll(LAZY_IMPORT)].map(([, named, specifier]) => ({
        named,
        loaded: target(file, specifier!),
      })),
    );
    expect(pairs.length).to.be.greaterThan(5);
    for (const { named, loaded } of pairs) expect(named, `lazyImport of ${loaded}`).to.equal(loaded);
  });

  it('are imported through lazyImport outside the tag table and the client parts table', () => {
    const plain = [...sources('components'), ...sources('src')].flatMap((file) => {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      const named = new Set([...text.matchAll(LAZY_IMPORT)].map((match) => match[2]));
      return [...text.matchAll(ANY_IMPORT)]
        .filter(([, specifier]) => !named.has(specifier))
        .map(([, specifier]) => `${file}: import('${specifier}')`);
    });
    const tables = plain.filter((line) => /^(components\/define\.ts|src\/client-parts\.ts):/.test(line));
    expect(plain.filter((line) => !tables.includes(line))).to.deep.equal([]);
    for (const line of tables.filter((entry) => entry.startsWith('components/define.ts')))
      expect(line).to.match(/import\('\.\/shop-[a-z-]+\.ts'\)$/);
  });

  it('follow the tag table’s convention: the module of `shop-x` is components/shop-x.ts', () => {
    const table = fs.readFileSync(path.join(ROOT, 'components/define.ts'), 'utf8');
    const entries = [...table.matchAll(/'(shop-[a-z-]+)': \{\s*load: \(\) => import\('\.\/(shop-[a-z-]+)\.ts'\)/g)];
    expect(entries.length).to.be.greaterThan(10);
    for (const [, tag, module] of entries) expect(module, tag).to.equal(tag);
  });
});
