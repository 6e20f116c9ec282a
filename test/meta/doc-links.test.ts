// Every relative link of README.md, llms.txt and docs/ resolves: the file or folder it names exists, and the heading
// its `#anchor` names is in that file (GitHub's heading ids). llms.txt is read by code assistants from the package's
// root, so a link it copies from a page of docs/ must be rewritten from there (scripts/llms-txt.mjs, relink).
import { expect } from 'chai';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PAGES = [
  'README.md',
  'llms.txt',
  ...fs.readdirSync(path.join(ROOT, 'docs')).flatMap((file) => (file.endsWith('.md') ? [`docs/${file}`] : [])),
];

/** The text outside fenced code blocks and code spans, where a link is a link. */
const prose = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');

/** GitHub's id of a heading: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function headingIds(markdown: string): Set<string> {
  const ids = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, text] of markdown.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6} (.+)$/gm)) {
    const base = text!
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    ids.add(count === 0 ? base : `${base}-${count}`);
  }
  return ids;
}

function brokenLinks(page: string): string[] {
  const text = fs.readFileSync(path.join(ROOT, page), 'utf8');
  const broken: string[] = [];
  for (const [, target] of prose(text).matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/i.test(target!)) continue;
    const [file, anchor] = target!.split('#') as [string, string | undefined];
    const resolved = file ? path.posix.join(path.posix.dirname(page), file) : page;
    const full = path.join(ROOT, resolved);
    if (!fs.existsSync(full)) broken.push(`${target} (no ${resolved})`);
    else if (anchor && !headingIds(fs.readFileSync(full, 'utf8')).has(anchor))
      broken.push(`${target} (no heading "${anchor}" in ${resolved})`);
  }
  return broken;
}

describe('links of the README, llms.txt and docs/', () => {
  for (const page of PAGES)
    it(`resolve in ${page}`, () => {
      expect(brokenLinks(page)).to.deep.equal([]);
    });

  it('are checked: a link to a missing heading or file counts as broken', () => {
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    expect(headingIds(readme)).to.include('how-currencies-work');
    expect(headingIds('## `window.Shopkit`\n## Speed and size\n## Speed and size')).to.deep.equal(
      new Set(['windowshopkit', 'speed-and-size', 'speed-and-size-1']),
    );
  });
});
