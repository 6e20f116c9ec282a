// The script tag's files are named by a hash of what they are built from (scripts/build-script-tag.mjs), so a CDN can
// keep them forever: the same sources built in two folders, as two machines or two clones would, give the same file
// names and the same bytes. (The names also decide the script tag's own bytes: esbuild names its variables by the
// letters of its file, and those hold the names.)
import { expect } from 'chai';
import fs from 'node:fs';
import path from 'node:path';
import { buildCopy, copySources } from '../helpers/script-tag-copy.ts';

/** Every file below `dir`, by its path from it, with its text. */
function filesBelow(dir: string, files = new Map<string, string>(), base = dir): Map<string, string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) filesBelow(file, files, base);
    else files.set(path.relative(base, file), fs.readFileSync(file, 'utf8'));
  }
  return files;
}

describe('the script tag build', function () {
  this.timeout(120_000);

  it('names and writes its files the same from the same sources in another folder', async () => {
    const roots = [copySources('shopkit-build-'), copySources('shopkit-build-in-a-folder-with-a-longer-name-')];
    try {
      const [first, second] = [await buildCopy(roots[0]!), await buildCopy(roots[1]!)];
      expect(second.manifest.core, 'the core file is named the same').to.equal(first.manifest.core);
      const [left, right] = roots.map((root) => filesBelow(path.join(root, 'dist')));
      expect([...right!.keys()].sort()).to.deep.equal([...left!.keys()].sort());
      const differing = [...left!].filter(([file, text]) => right!.get(file) !== text).map(([file]) => file);
      expect(differing, 'files whose bytes differ').to.deep.equal([]);
    } finally {
      for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
