// The one source of the import rules: the layering (components -> src/index.ts -> src internals; the platform and the
// client meet only over HTTP, sharing only the wire records of wire/) and no import cycles. `npm run deps` prints
// every violation; test/meta/import-graph.test.ts fails on any. Type-only and dynamic imports count: a cycle through
// types or through a lazily loaded chunk is still a cycle for whoever changes one of its files.
// Cycles are checked in all four trees. Where two modules need each other, the shared part becomes a module both
// import (a type in a file of its own, such as texts/consent-texts-type.ts or loading/shop-element-table.ts).
const CYCLE_FREE = '^(src|demo/platform|components|wire)/';
const LIT = '^(lit|@lit/[^/]+)(/|$)|node_modules/(lit|lit-html|lit-element|@lit/[^/]+)/';

export default {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'A module never reaches itself through its imports: split the shared part into a module both import.',
      severity: 'error',
      from: { path: CYCLE_FREE },
      to: { circular: true },
    },
    {
      name: 'core-no-elements-or-demo',
      comment: 'The core never imports the elements or the demo.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^(components|demo)/' },
    },
    {
      name: 'core-no-lit',
      comment: 'The core is framework-free: no lit.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: LIT },
    },
    {
      name: 'browser-core-no-server',
      comment: 'The browser-safe core never imports src/server/.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/server/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'elements-through-index',
      comment: 'Elements use the core only through src/index.ts.',
      severity: 'error',
      from: { path: '^components/' },
      to: { path: '^src/', pathNot: '^src/index\\.ts$' },
    },
    {
      name: 'elements-no-demo',
      comment: 'Elements never import the demo.',
      severity: 'error',
      from: { path: '^components/' },
      to: { path: '^demo/' },
    },
    {
      name: 'prerender-through-seam',
      comment:
        'The prerender command takes the elements only from components/prerender-seam.ts, the core only from src/index.ts.',
      severity: 'error',
      from: { path: '^prerender/' },
      to: { path: '^(components|src)/', pathNot: '^(components/prerender-seam|src/index)\\.ts$' },
    },
    {
      name: 'wire-stands-alone',
      comment: 'wire/ holds the records of openapi.json that the client and the platform share: it imports neither.',
      severity: 'error',
      from: { path: '^wire/' },
      to: { path: '^(src|components|demo|prerender)/' },
    },
    {
      name: 'platform-over-http',
      comment: 'The platform never imports the client or the elements; they meet over HTTP.',
      severity: 'error',
      from: { path: '^demo/platform/' },
      to: { path: '^(src|components)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'default'] },
  },
};
