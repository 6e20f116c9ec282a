// Folders below components/ name concepts (docs/contributing.md, "Project layout"), and none grows into a grab-bag:
// each holds at most 20 files of its own; a concept that outgrows that splits into subfolders.
import { expect } from 'chai';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MAX_FILES = 20;

/** Every folder below `dir` (not `dir` itself) with the number of files directly in it. */
function folders(dir: string): Array<[string, number]> {
  const found: Array<[string, number]> = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const folder = path.join(dir, entry.name);
    const files = fs.readdirSync(folder, { withFileTypes: true }).filter((child) => child.isFile()).length;
    found.push([path.relative(ROOT, folder), files], ...folders(folder));
  }
  return found;
}

describe('folders below components/', () => {
  it(`hold at most ${MAX_FILES} files each`, () => {
    const all = folders(path.join(ROOT, 'components'));
    expect(all.length).to.be.greaterThan(10);
    expect(all.filter(([, files]) => files > MAX_FILES)).to.deep.equal([]);
  });
});
