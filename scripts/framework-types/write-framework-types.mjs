// Writes the framework types into dist/frameworks/ (react.d.ts, vue.d.ts, svelte.d.ts, astro.d.ts) from
// custom-elements.json; the build runs it after the manifest. The package exports them as `shopkit-storefront/react`,
// ...
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { astroTypes } from './astro.mjs';
import { describeElements } from './describe-elements.mjs';
import { reactTypes } from './react.mjs';
import { svelteTypes } from './svelte.mjs';
import { vueTypes } from './vue.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'custom-elements.json'), 'utf8'));
const elements = describeElements(manifest);
const out = path.join(root, 'dist/frameworks');
fs.mkdirSync(out, { recursive: true });
const files = { 'react.d.ts': reactTypes, 'vue.d.ts': vueTypes, 'svelte.d.ts': svelteTypes, 'astro.d.ts': astroTypes };
for (const [name, generate] of Object.entries(files)) fs.writeFileSync(path.join(out, name), generate(elements));
console.log(`framework types: dist/frameworks/ for ${elements.length} elements`);
