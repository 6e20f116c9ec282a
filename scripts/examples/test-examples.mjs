// The `examples` step of `npm test`: prepares the framework examples (prepare-examples.mjs) in
// test-results/examples/, then runs their Playwright suite (playwright.examples.config.ts): each example is
// type-checked, shown to fail its type-check with a misspelt attribute, built against a local platform and driven.
// Needs `npm run build` first (the build step of `npm test`). Exits non-zero when anything failed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepareExamples } from './prepare-examples.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const work = path.join(root, 'test-results/examples');
const counts = path.join(root, 'test-results/counts-examples.json');

if (!fs.existsSync(path.join(root, 'dist/elements/index.mjs'))) {
  console.error('examples: dist/ is not built; run npm run build first');
  process.exit(1);
}
try {
  await prepareExamples({ root, work });
} catch (error) {
  console.error(`examples: ${error.message}`);
  fs.writeFileSync(counts, JSON.stringify({ passed: 0, failed: 1, skipped: 0 }));
  process.exit(1);
}
const playwright = spawnSync(
  path.join(root, 'node_modules/.bin/playwright'),
  ['test', '-c', 'playwright.examples.config.ts', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env: { ...process.env, SHOPKIT_EXAMPLES_DIR: work } },
);
process.exit(playwright.status ?? 1);
