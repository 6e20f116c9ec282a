// Dependency direction is one way: components -> src/index.ts -> src internals; demo/ and the client meet only over
// HTTP. This test reads every import specifier and fails on a wrong-way import.
import { expect } from 'chai';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SPECIFIER =
  /(?:^|\s)(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|\s)import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;

export function importsOf(source: string): string[] {
  return [...source.matchAll(SPECIFIER)].map((match) => (match[1] ?? match[2] ?? match[3])!);
}

function sourceFiles(dir: string): string[] {
  const full = path.join(ROOT, dir);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(rel);
    return /\.(ts|mjs|js)$/.test(entry.name) ? [rel] : [];
  });
}

/** Where a specifier points, relative to the project root ('lit' stays a bare name). */
function target(file: string, specifier: string): string {
  return specifier.startsWith('.')
    ? path
        .relative(ROOT, path.resolve(ROOT, path.dirname(file), specifier))
        .split(path.sep)
        .join('/')
    : specifier;
}

type Rule = (file: string, to: string) => string | null;

const RULES: Array<[string, Rule]> = [
  [
    'src/',
    (file, to) => {
      if (/^(components|demo)\//.test(to) || to === 'lit' || to.startsWith('lit/') || to.startsWith('@lit'))
        return 'the core never imports elements, the demo or lit';
      if (!file.startsWith('src/server/') && to.startsWith('src/server/'))
        return 'browser-safe core never imports src/server/';
      return null;
    },
  ],
  [
    'components/',
    (_file, to) =>
      to.startsWith('src/') && to !== 'src/index.ts'
        ? 'elements use only src/index.ts'
        : to.startsWith('demo/')
          ? 'elements never import the demo'
          : null,
  ],
  [
    'demo/platform/',
    (_file, to) => (/^(src|components)\//.test(to) ? 'the platform never imports the client or the elements' : null),
  ],
];

export function wrongWayImports(files: Array<{ file: string; source: string }>): string[] {
  const problems: string[] = [];
  for (const { file, source } of files) {
    for (const [prefix, rule] of RULES) {
      if (!file.startsWith(prefix)) continue;
      for (const specifier of importsOf(source)) {
        const why = rule(file, target(file, specifier));
        if (why) problems.push(`${file} imports ${specifier}: ${why}`);
      }
    }
  }
  return problems;
}

describe('import direction', () => {
  it('finds import, export-from, side-effect and dynamic specifiers', () => {
    const source =
      "import { a } from './a.ts';\nexport * from '../b.ts';\nimport type { C } from \"./c.ts\";\nimport 'lit';\nconst d = await import('./d.ts');";
    expect(importsOf(source)).to.deep.equal(['./a.ts', '../b.ts', './c.ts', 'lit', './d.ts']);
  });

  it('flags each kind of wrong-way import', () => {
    const problems = wrongWayImports([
      { file: 'src/resources/x.ts', source: "import { html } from 'lit';" },
      { file: 'src/client.ts', source: "import { y } from '../components/y.ts';" },
      { file: 'src/index.ts', source: "export * from './server/index.ts';" },
      { file: 'components/z.ts', source: "import { t } from '../src/transport/create-transport.ts';" },
      { file: 'demo/platform/p.ts', source: "import { c } from '../../src/index.ts';" },
      { file: 'components/ok.ts', source: "import { createShopkitClient } from '../src/index.ts';" },
      { file: 'src/server/ok.ts', source: "import { e } from '../errors/shopkit-error.ts';" },
    ]);
    expect(problems).to.have.length(5);
  });

  it('holds for every file in the project', () => {
    const files = ['src', 'components', 'demo'].flatMap(sourceFiles).map((file) => ({
      file: file.split(path.sep).join('/'),
      source: fs.readFileSync(path.join(ROOT, file), 'utf8'),
    }));
    expect(files.length).to.be.greaterThan(10);
    expect(wrongWayImports(files)).to.deep.equal([]);
  });
});
