// Each file of the script tag's build imports each other file in one statement: one statement per importing source
// module would repeat the same file's URL and names through the file, bytes every page with that file downloads.
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

/** How many static import statements of one chunk file name each file it imports. */
function importStatements(file: string): Map<string, number> {
  const statements = new Map<string, number>();
  for (const node of parse(fs.readFileSync(file, 'utf8'), { ecmaVersion: 'latest', sourceType: 'module' }).body) {
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
});
