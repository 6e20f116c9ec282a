// The import rules of .dependency-cruiser.mjs (the layering: components -> src/index.ts -> src internals, the platform
// and the client meet only over HTTP, the prerender command takes the elements through one seam; and no import
// cycles) hold for the project. dependency-cruiser reads every import, type-only and dynamic ones included. Cycles are
// checked in src/, components/, wire/ and demo/platform/. A fixture tree breaks each rule once (the cycle rule once in
// each of its folders), so a rule that stopped matching fails here too.
import { expect } from 'chai';
import path from 'node:path';
import { ROOT, cruiseProject } from '../../scripts/import-graph/cruise-project.mjs';

const FIXTURE = path.join(ROOT, 'test/meta/fixtures/import-graph');

describe('import graph', function () {
  this.timeout(60_000);

  it('finds each kind of wrong-way import and a cycle through type-only or dynamic imports', async () => {
    const { violations } = await cruiseProject({ baseDir: FIXTURE });
    const found = violations
      .map(({ rule, from, to }) => `${rule}: ${from} -> ${to.replace(/^(\.\.\/)*node_modules\//, '')}`)
      .sort();
    expect(found).to.deep.equal([
      'browser-core-no-server: src/browser-core-no-server.ts -> src/server/secret.ts',
      'core-no-elements-or-demo: src/core-no-elements-or-demo.ts -> components/allowed-element.ts',
      'core-no-lit: src/core-no-lit.ts -> lit/index.js',
      'elements-no-demo: components/elements-no-demo.ts -> demo/platform/allowed-route.ts',
      'elements-through-index: components/elements-through-index.ts -> src/internal.ts',
      'no-cycle: components/no-cycle-a.ts -> components/no-cycle-b.ts',
      'no-cycle: demo/platform/no-cycle-a.ts -> demo/platform/no-cycle-b.ts',
      'platform-over-http: demo/platform/platform-over-http.ts -> src/index.ts',
      'prerender-through-seam: prerender/prerender-through-seam.ts -> components/allowed-element.ts',
    ]);
  });

  it('holds for src/, components/, demo/platform/ and prerender/', async () => {
    const { modules, imports, violations } = await cruiseProject();
    expect(modules).to.be.greaterThan(300);
    expect(imports).to.be.greaterThan(3 * modules);
    expect(
      violations.map(({ rule, from, to, cycle }) => `${rule}: ${from} -> ${to} ${cycle.join(' -> ')}`),
    ).to.deep.equal([]);
  });
});
