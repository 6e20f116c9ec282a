// Where the benchmark finds the repository, the built bundle and the peers' browser builds (installed from npm).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const modules = (...parts: string[]) => path.join(ROOT, 'node_modules', ...parts);

export const OURS = {
  /** The script tag's loader; its chunks are in dist/chunks/. */
  bundle: path.join(ROOT, 'dist', 'shopkit.js'),
  full: path.join(ROOT, 'dist', 'shopkit.full.js'),
  core: path.join(ROOT, 'dist', 'index.mjs'),
  /**
   * The script tag before the loader: dist/shopkit.js as `npm run build` made it at commit a069c52, kept so that
   * "before" can be measured again. Rebuild it with `git worktree add /tmp/before a069c52`, then `npm ci` and
   * `npm run build` there.
   */
  before: path.join(ROOT, 'bench', 'baseline', 'shopkit-a069c52.js'),
} as const;

export const PEERS = {
  buyButton: modules('@shopify', 'buy-button-js', 'dist', 'buybutton.min.js'),
  cookieConsentJs: modules('vanilla-cookieconsent', 'dist', 'cookieconsent.umd.js'),
  cookieConsentCss: modules('vanilla-cookieconsent', 'dist', 'cookieconsent.css'),
  klaro: modules('klaro', 'dist', 'klaro.js'),
} as const;

export const RESULTS_FILE = path.join(ROOT, 'bench', 'results.json');
