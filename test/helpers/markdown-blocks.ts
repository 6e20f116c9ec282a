// The fenced code blocks of the README and docs/, with where each starts, for the tests that hold the docs to the
// code: the TypeScript and JavaScript blocks are type-checked, the HTML snippets' ids checked against the catalogue.
// A block preceded by `<!-- code-check: skip (why) -->` is a fragment that cannot stand alone; the reason is kept.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface MarkdownBlock {
  /** The file, relative to the repository root. */
  file: string;
  /** The 1-based line of the opening fence. */
  line: number;
  lang: string;
  code: string;
  /** Why the block is not checked, when it is marked as a fragment. */
  skip: string | null;
}

const FENCE = /^(\s*)```(\S*)\s*$/;
const SKIP = /<!-- code-check: skip \(([^)]+)\) -->/;

/** The README and every page of docs/, relative to the repository root. */
export function documentationFiles(): string[] {
  const docs = fs.readdirSync(path.join(ROOT, 'docs')).filter((name) => name.endsWith('.md'));
  return ['README.md', ...docs.sort().map((name) => `docs/${name}`)];
}

/** The fenced blocks of one Markdown file, their indentation removed. */
export function markdownBlocks(file: string): MarkdownBlock[] {
  const lines = fs.readFileSync(path.join(ROOT, file), 'utf8').split('\n');
  const blocks: MarkdownBlock[] = [];
  for (let index = 0; index < lines.length; index++) {
    const open = FENCE.exec(lines[index]!);
    if (!open) continue;
    const indent = open[1]!.length;
    const body: string[] = [];
    let end = index + 1;
    for (; end < lines.length && !FENCE.test(lines[end]!); end++) body.push(lines[end]!.slice(indent));
    const before = lines.slice(Math.max(0, index - 2), index).join('\n');
    blocks.push({
      file,
      line: index + 1,
      lang: open[2]!,
      code: body.join('\n'),
      skip: SKIP.exec(before)?.[1] ?? null,
    });
    index = end;
  }
  return blocks;
}
