// How the script tag's build groups the module graph (scripts/group-graph.mjs), on small graphs written out here: a
// module goes with the lowest group every group using it builds on, a dynamic import no group lists is a group of its
// own, and a group others import statically gets a folder of its own.
import { expect } from 'chai';
// @ts-expect-error: a plain .mjs build script without type declarations
import { groupGraph } from '../../scripts/group-graph.mjs';

interface Input {
  statics?: string[];
  dynamics?: string[];
}
interface Group {
  name: string;
  parent: string | null;
  modules: string[];
  shared: boolean;
  folder: string;
}

/** The module graph as the build reads it from Rollup: each module with what it imports. */
function graphOf(inputs: Record<string, Input>) {
  return new Map(
    Object.entries(inputs).map(([file, { statics = [], dynamics = [] }]) => [file, { statics, dynamics, bytes: 100 }]),
  );
}

const DECLARED = {
  core: { parent: null, modules: ['core.ts'] },
  runtime: { parent: 'core', modules: ['part.ts'] },
  list: { parent: 'runtime', modules: ['list.ts'] },
  cart: { parent: 'runtime', modules: ['cart.ts'] },
  banner: { parent: 'core', modules: ['banner.ts'] },
};

function group(inputs: Record<string, Input>): Map<string, Group> {
  return (groupGraph(graphOf(inputs), DECLARED) as { groups: Map<string, Group> }).groups;
}

const BASE: Record<string, Input> = {
  'core.ts': { statics: ['config.ts'], dynamics: ['list.ts', 'cart.ts', 'banner.ts', 'part.ts'] },
  'config.ts': {},
  'part.ts': { statics: ['config.ts'] },
  'list.ts': { statics: ['lit.ts', 'config.ts', 'scope.ts'] },
  'cart.ts': { statics: ['lit.ts', 'scope.ts', 'store.ts'] },
  'banner.ts': { statics: ['tokens.ts'] },
  'lit.ts': {},
  'scope.ts': {},
  'store.ts': {},
  'tokens.ts': {},
};

describe('the grouping of the script tag build', () => {
  it('puts a module two groups use in the lowest group both build on', () => {
    const groups = group({ ...BASE, 'list.ts': { statics: ['lit.ts', 'tokens.ts'] } });
    expect(groups.get('runtime')!.modules).to.include('lit.ts');
    expect(groups.get('core')!.modules).to.include('tokens.ts');
    expect(groups.get('cart')!.modules).to.include('store.ts');
    expect(groups.get('banner')!.modules).to.deep.equal(['banner.ts']);
  });

  it('makes a dynamic import that no group lists a group of its own, under the group it imports from', () => {
    const groups = group({
      ...BASE,
      'cart.ts': { statics: ['lit.ts', 'store.ts'], dynamics: ['drawer.ts'] },
      'drawer.ts': { statics: ['lit.ts', 'drawer-line.ts'] },
      'drawer-line.ts': {},
    });
    const drawer = groups.get('drawer')!;
    expect(drawer.parent).to.equal('runtime');
    expect(drawer.modules).to.deep.equal(['drawer-line.ts', 'drawer.ts']);
  });

  it('places a module imported from shared code on that code’s line, moving what it shares off the line down to it', () => {
    const groups = group({
      ...BASE,
      'scope.ts': { dynamics: ['purify.ts'] },
      'list.ts': { statics: ['lit.ts', 'scope.ts', 'policy.ts'] },
      'purify.ts': { statics: ['policy.ts'] },
      'policy.ts': {},
    });
    expect(groups.get('purify')!.parent).to.equal('runtime');
    expect(groups.get('runtime')!.modules).to.include('policy.ts');
  });

  it('gives a group that others import statically a folder of its own, holding the files below it', () => {
    const groups = group(BASE);
    expect(groups.get('core')!.shared).to.equal(true);
    expect(groups.get('runtime')).to.include({ shared: true, folder: 'runtime/' });
    expect(groups.get('cart')).to.include({ shared: false, folder: 'runtime/' });
    expect(groups.get('banner')).to.include({ shared: false, folder: '' });
  });

  it('refuses a group that lists a module the build never reaches, naming both', () => {
    const inputs = { ...BASE };
    delete inputs['banner.ts'];
    inputs['core.ts'] = { dynamics: ['list.ts', 'cart.ts', 'part.ts'] };
    expect(() => group(inputs)).to.throw('chunk groups: banner lists banner.ts, which the build never reaches');
  });
});
