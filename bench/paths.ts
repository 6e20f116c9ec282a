// Where the benchmark finds the repository, the built bundle and the peers' browser builds (installed from npm).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const modules = (...parts: string[]) => path.join(ROOT, 'node_modules', ...parts);

export const OURS = {
  bundle: path.join(ROOT, 'dist', 'shopkit.js'),
  core: path.join(ROOT, 'dist', 'index.mjs'),
} as const;

export const PEERS = {
  buyButton: modules('@shopify', 'buy-button-js', 'dist', 'buybutton.min.js'),
  cookieConsentJs: modules('vanilla-cookieconsent', 'dist', 'cookieconsent.umd.js'),
  cookieConsentCss: modules('vanilla-cookieconsent', 'dist', 'cookieconsent.css'),
  klaro: modules('klaro', 'dist', 'klaro.js'),
} as const;

export const RESULTS_FILE = path.join(ROOT, 'bench', 'results.json');
