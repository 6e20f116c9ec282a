// Each file of the script tag's build imports each other file in one statement: one statement per importing source
// module would repeat the same file's URL and names through the file, bytes every page with that file downloads. And
// the names that cross between files are short aliases, but for those the loader reads by name: the core's `api`
// (window.Shopkit) and `bootShopkit`, and each group's entries' exports.
import { parse } from 'acorn';
import { expect } from 'chai';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error: a plain .mjs build script without type declarations
import { buildScriptTag } from '../../scripts/build-script-tag.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function chunkFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .flatMap((entry) =>
      entry.isFile() && entry.name.endsWith('.js') ? [path.join(entry.parentPath, entry.name)] : [],
    );
}

const SHORT = /^[A-Za-z][A-Za-z0-9]?$/;

function program(file: string) {
  return parse(fs.readFileSync(file, 'utf8'), { ecmaVersion: 'latest', sourceType: 'module' });
}

/** The names a chunk file exports. */
function exportedNames(file: string): string[] {
  return program(file).body.flatMap((node) =>
    node.type === 'ExportNamedDeclaration'
      ? node.specifiers.map((specifier) => String('name' in specifier.exported ? specifier.exported.name : ''))
      : [],
  );
}

/** The names a chunk file imports from each file whose URL ends with `source`. */
function importedNames(file: string, source: RegExp): string[] {
  return program(file).body.flatMap((node) =>
    node.type === 'ImportDeclaration' && source.test(String(node.source.value))
      ? node.specifiers.flatMap((specifier) =>
          specifier.type === 'ImportSpecifier' && 'name' in specifier.imported ? [specifier.imported.name] : [],
        )
      : [],
  );
}

/** How many static import statements of one chunk file name each file it imports. */
function importStatements(file: string): Map<string, number> {
  const statements = new Map<string, number>();
  for (const node of program(file).body) {
    if (node.type !== 'ImportDeclaration') continue;
    const source = String(node.source.value);
    statements.set(source, (statements.get(source) ?? 0) + 1);
  }
  return statements;
}

describe('the chunk files of the script tag', function () {
  this.timeout(120_000);
  let outdir: string;

  before(async () => {
    outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'shopkit-chunk-imports-'));
    const common = { bundle: true, target: 'es2022', tsconfig: path.join(ROOT, 'tsconfig.json'), logLevel: 'silent' };
    await buildScriptTag({ root: ROOT, outdir, version: '0.0.0-test', common });
  });

  after(() => fs.rmSync(outdir, { recursive: true, force: true }));

  it('import each other file they need in one statement', () => {
    const statements = chunkFiles(path.join(outdir, 'chunks')).map((file) => ({
      file,
      counts: importStatements(file),
    }));
    expect(statements.filter(({ counts }) => counts.size > 0).length, 'files that import another').to.be.greaterThan(5);
    const repeated = statements.flatMap(({ file, counts }) =>
      [...counts]
        .filter(([, count]) => count > 1)
        .map(([source, count]) => `${path.relative(outdir, file)}: ${count} statements import ${source}`),
    );
    expect(repeated).to.deep.equal([]);
  });

  it('take names from the core under short aliases, and the core exports nothing else but its API and boot', () => {
    const files = chunkFiles(path.join(outdir, 'chunks'));
    const core = files.find((file) => /[\\/]core-[^\\/]+\.js$/.test(file))!;
    const exported = exportedNames(core);
    expect(exported).to.include.members(['api', 'bootShopkit']);
    expect(exported.filter((name) => !['api', 'bootShopkit'].includes(name) && !SHORT.test(name))).to.deep.equal([]);
    const imported = files.flatMap((file) => importedNames(file, /(^|\/)core-[^/]+\.js$/));
    expect(imported.length, 'names taken from the core').to.be.greaterThan(50);
    expect(imported.filter((name) => !SHORT.test(name))).to.deep.equal([]);
  });
});
