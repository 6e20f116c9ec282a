// Takes the packed package's integrity out of the examples' lockfiles (`npm run examples:lock` after an install in
// place): the tarball changes with every build, and its hash in a lockfile would make the next `npm ci` refuse it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXAMPLES } from './prepare-examples.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
for (const name of EXAMPLES) {
  const file = path.join(root, 'examples', name, 'package-lock.json');
  if (!fs.existsSync(file)) continue;
  const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
  delete lock.packages?.['node_modules/shopkit-storefront']?.integrity;
  fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
}
