// Build: dist/index.mjs (the core as ESM for Node 20 and browsers, no lit), its .d.ts types, dist/server.mjs (Node-only
// back-office helpers), dist/cli.mjs (the `shopkit prerender` command), dist/shopkit.js with dist/chunks/ (the script
// tag and the ES modules it loads, in groups: scripts/build-script-tag.mjs) and dist/shopkit.full.js (the same
// window.Shopkit in one file). dist/build-meta.json keeps the groups, the chunk manifest and esbuild's metafiles, for
// `npm run size` and the tests. dist/elements/ is the elements' ES module entry for bundlers
// (`shopkit-storefront/elements`). Default origins can be overridden at build time: SHOPKIT_API_URL=...
// SHOPKIT_CHECKOUT_URL=... npm run build
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDefines } from './scripts/build-defines.mjs';
import { buildScriptTag } from './scripts/build-script-tag.mjs';
import { shippedSourcePlugin } from './scripts/shipped-source.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));

export const BUILD_DEFINES = buildDefines(process.env, pkg.version);

const common = {
  bundle: true,
  target: 'es2022',
  tsconfig: path.join(root, 'tsconfig.json'),
  define: BUILD_DEFINES,
  legalComments: 'none',
  sourcemap: true,
  logLevel: 'warning',
};

const outputs = [
  {
    ...common,
    // The client parts (src/client-parts.ts) stay dynamic imports of their own files, for Node and for bundlers.
    entryPoints: { index: 'src/index.ts' },
    outdir: 'dist',
    outExtension: { '.js': '.mjs' },
    splitting: true,
    chunkNames: 'core/[name]-[hash]',
    format: 'esm',
    platform: 'neutral',
    minify: true,
    metafile: true,
  },
  {
    ...common,
    entryPoints: ['components/cdn-full.ts'],
    outfile: 'dist/shopkit.full.js',
    format: 'iife',
    globalName: 'Shopkit',
    platform: 'browser',
    minify: true,
    metafile: true,
    plugins: [shippedSourcePlugin],
  },
];
// shopkit-storefront/elements (dist/elements/): the elements for bundlers, an ES module graph with one chunk per
// element (the tag table's dynamic imports, left native). lit and DOMPurify are the package's dependencies and the core
// is its own `shopkit-storefront` entry (dist/index.mjs), so all three are imports here, never copies.
const CORE = path.join(root, 'src/index.ts');
const coreAsPackageEntry = {
  name: 'core-as-package-entry',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /src\/index\.ts$/ }, (args) =>
      path.resolve(args.resolveDir, args.path) === CORE ? { path: '../index.mjs', external: true } : undefined,
    );
  },
};
outputs.push({
  ...common,
  entryPoints: { index: 'components/elements.ts' },
  outdir: 'dist/elements',
  outExtension: { '.js': '.mjs' },
  splitting: true,
  chunkNames: '[name]-[hash]',
  format: 'esm',
  platform: 'browser',
  minify: true,
  external: ['lit', 'lit/*', 'dompurify'],
  plugins: [shippedSourcePlugin, coreAsPackageEntry],
});
// The `shopkit` command (package.json `bin`): `shopkit prerender` and `shopkit mcp`, for Node only. The package's
// dependencies and peer dependencies stay imports; the MCP SDK the `mcp` bridge uses is bundled into a chunk of its
// own (dist/cli/), fetched only by that command, so installing the package brings no MCP SDK with it.
outputs.push({
  ...common,
  entryPoints: { cli: 'prerender/bin.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  format: 'esm',
  platform: 'node',
  external: [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})],
  splitting: true,
  chunkNames: 'cli/[name]-[hash]',
  minify: false,
});
if (fs.existsSync(path.join(root, 'src/server/index.ts'))) {
  outputs.push({
    ...common,
    entryPoints: ['src/server/index.ts'],
    outfile: 'dist/server.mjs',
    format: 'esm',
    platform: 'node',
    minify: false,
  });
}

fs.rmSync(path.join(root, 'dist'), { recursive: true, force: true });
const [scriptTag, ...single] = await Promise.all([
  buildScriptTag({ root, outdir: 'dist', version: pkg.version, common }),
  ...outputs.map((options) => build({ ...options, absWorkingDir: root })),
]);
const [core, full] = single.map((result) => result.metafile);
fs.writeFileSync(path.join(root, 'dist/build-meta.json'), `${JSON.stringify({ ...scriptTag, full, npm: core })}\n`);

const tsc = spawnSync(path.join(root, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.build.json'], {
  cwd: root,
  stdio: 'inherit',
});
if (tsc.status !== 0) process.exit(tsc.status ?? 1);

const manifest = path.join(root, 'scripts/manifest.mjs');
if (fs.existsSync(manifest)) {
  const result = spawnSync(process.execPath, [manifest], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
// After the manifest: the framework types (dist/frameworks/) and llms.txt are generated from it.
for (const step of ['scripts/framework-types/write-framework-types.mjs', 'scripts/llms-txt.mjs']) {
  const result = spawnSync(process.execPath, [path.join(root, step)], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
console.log(
  'built dist/index.mjs, dist/shopkit.js, dist/chunks/, dist/shopkit.full.js, dist/elements/, dist/server.mjs, dist/cli.mjs and types',
);
