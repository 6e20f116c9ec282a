// What each chunk file imports from the other chunk files, read from built code with a JavaScript parser (acorn):
// for each file, the files it imports statically and the names it takes from each. The script tag's build reads a
// first, unwritten build with it, so that its written build can import each file's names in one statement.
import { parse } from 'acorn';
import path from 'node:path';

/** The name an import specifier takes from its module: `default` for a default import. */
function importedName(specifier, where) {
  if (specifier.type === 'ImportDefaultSpecifier') return 'default';
  if (specifier.type === 'ImportSpecifier') return specifier.imported.name ?? specifier.imported.value;
  throw new Error(`${where}: a namespace import cannot be narrowed to the names it uses`);
}

/** The static imports of one file's code: the file each one names (relative to `file`) and the names it takes. */
export function readImports(file, code) {
  const imports = new Map();
  const program = parse(code, { ecmaVersion: 'latest', sourceType: 'module' });
  for (const node of program.body) {
    if (!node.source || node.type === 'ImportExpression') continue;
    const target = path.posix.join(path.posix.dirname(file), node.source.value);
    const where = `${file}: ${node.type} from "${node.source.value}"`;
    if (node.type !== 'ImportDeclaration') throw new Error(`${where}: a re-export of another chunk file`);
    if (!imports.has(target)) imports.set(target, new Set());
    for (const specifier of node.specifiers) imports.get(target).add(importedName(specifier, where));
  }
  return imports;
}

/** For each chunk file (named relative to the chunk folder), the files it imports statically and their names. */
export function readChunkImports(chunkDir, outputFiles) {
  const byFile = new Map();
  for (const output of outputFiles) {
    if (!output.path.endsWith('.js')) continue;
    const file = path.relative(chunkDir, output.path).split(path.sep).join('/');
    byFile.set(file, readImports(file, output.text));
  }
  return byFile;
}
