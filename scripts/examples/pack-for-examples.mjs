// `npm run examples:pack`: builds the package and packs it into examples/shopkit-storefront.tgz, the file every
// example's package.json names, so `npm install` in an example installs the working tree as a user would install a
// release.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const build = spawnSync(process.execPath, ['esbuild.mjs'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const packed = spawnSync('npm', ['pack', '--pack-destination', 'examples', '--json', '--silent'], {
  cwd: root,
  encoding: 'utf8',
});
if (packed.status !== 0) {
  console.error(packed.stderr);
  process.exit(1);
}
const [{ filename }] = JSON.parse(packed.stdout);
fs.renameSync(path.join(root, 'examples', path.basename(filename)), path.join(root, 'examples/shopkit-storefront.tgz'));
console.log('packed examples/shopkit-storefront.tgz');
