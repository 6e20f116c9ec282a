// The client parts an element uses as soon as it shows (its `parts` in components/define.ts) ship in the element's own
// file or in a file that file needs, so the script tag fetches them together with the element's code and never after
// it: the loader hints an element's file and the files it needs, nothing else.
import { expect } from 'chai';
import { SHOP_ELEMENTS } from '../../components/define.ts';
import { readScriptTagGroups } from './script-tag-groups.ts';

describe('the client parts of an element', function () {
  this.timeout(60_000);

  it('ship in its file or in a file it needs', async () => {
    const { owners, groups } = await readScriptTagGroups();
    /** The group of a module and every group it builds on. */
    const arrivesWith = (module: string): string[] => {
      const chain: string[] = [];
      for (let group: string | null = owners.get(module) ?? null; group; group = groups.get(group)?.parent ?? null)
        chain.push(group);
      return chain;
    };
    const late: string[] = [];
    for (const [tag, entry] of Object.entries(SHOP_ELEMENTS)) {
      const parts = entry.parts ?? [];
      // Every part talks to the platform through the transport.
      for (const part of parts.length > 0 ? [...parts, 'transport'] : []) {
        const owner = owners.get(`src/parts/${part}.ts`);
        if (!arrivesWith(`components/${tag}.ts`).includes(owner!)) late.push(`${tag}: ${part} ships in ${owner}`);
      }
    }
    expect(late).to.deep.equal([]);
  });
});
