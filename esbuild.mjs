// Build: dist/index.mjs (the core as ESM for Node 20 and browsers, no lit), its .d.ts types, dist/server.mjs (Node-only
// back-office helpers, when present) and dist/shopkit.js (the minified IIFE that defines window.Shopkit).
// Default origins can be overridden at build time: SHOPKIT_API_URL=... SHOPKIT_CHECKOUT_URL=... npm run build
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDefines } from './scripts/build-defines.mjs';
import { minifyCssLiteralsPlugin } from './scripts/minify-css-literals.mjs';

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
    entryPoints: ['src/index.ts'],
    outfile: 'dist/index.mjs',
    format: 'esm',
    platform: 'neutral',
    minify: true,
  },
  {
    ...common,
    entryPoints: ['components/cdn.ts'],
    outfile: 'dist/shopkit.js',
    format: 'iife',
    globalName: 'Shopkit',
    platform: 'browser',
    minify: true,
    plugins: [minifyCssLiteralsPlugin],
  },
];
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
await Promise.all(outputs.map((options) => build({ ...options, absWorkingDir: root })));

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
console.log(`built ${outputs.map((o) => o.outfile).join(', ')} and types`);
