// The folders of components/internal/ show the files the script tag's build makes: every module in a group's folder
// ships in that group's file (or in a file of its own that is loaded on demand from there, such as the cart's drawer
// or a language pack), so a newcomer sees the same groups in the tree as in dist/chunks/.
import { expect } from 'chai';
import { readScriptTagGroups } from './script-tag-groups.ts';

/** The group each folder of components/internal/ stands for. */
const FOLDER_GROUPS: Record<string, string> = {
  loader: 'core',
  runtime: 'runtime',
  bindings: 'bindings',
  catalogue: 'catalogue',
  cart: 'cart',
  drawer: 'drawer',
  checkout: 'checkout',
  consent: 'consent',
  analytics: 'analytics',
};

describe('the folders of components/internal/', function () {
  this.timeout(60_000);

  it('hold what ships in their group, or in a file loaded on demand from there', async () => {
    const { owners, groups } = await readScriptTagGroups();
    const folderOf = (file: string): string | null => /^components\/internal\/([a-z-]+)\//.exec(file)?.[1] ?? null;
    const misplaced: string[] = [];
    for (const [file, owner] of owners) {
      const folder = folderOf(file);
      if (!folder) continue;
      const group = groups.get(owner)!;
      const loadedFromHere = group.entries.some((entry) => folderOf(entry) === folder);
      if (FOLDER_GROUPS[folder] !== owner && !loadedFromHere) misplaced.push(`${file} ships in ${owner}`);
    }
    expect(misplaced).to.deep.equal([]);
    expect(
      Object.keys(FOLDER_GROUPS).every((folder) => [...owners.keys()].some((f) => folderOf(f) === folder)),
    ).to.equal(true);
  });
});
