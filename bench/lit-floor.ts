// The lit floor: the least a lit-based script can weigh. One trivial element, bundled and minified with the same
// esbuild settings as dist/shopkit.js (IIFE, target es2022), into a scratch folder at bench time.
import { build } from 'esbuild';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './paths.ts';

const ENTRY = `import { LitElement, html, css } from 'lit';
class FloorElement extends LitElement {
  static properties = { count: { type: Number } };
  static styles = css\`:host { display: inline-block; }\`;
  constructor() { super(); this.count = 0; }
  render() { return html\`<span part="count">\${this.count}</span>\`; }
}
customElements.define('floor-element', FloorElement);
`;

/** Bundles the trivial element and returns the path of the minified script. */
export const buildLitFloor = (): Promise<string> => bundleLitScript(ENTRY, 'lit-floor');

/**
 * Bundles a lit script written at bench time with the same esbuild settings as dist/shopkit.js (IIFE, es2022,
 * minified) into a scratch folder named after `name`, and returns the path of the minified file.
 */
export async function bundleLitScript(source: string, name: string): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `shopkit-${name}-`));
  const entry = path.join(dir, `${name}.js`);
  const outfile = path.join(dir, `${name}.min.js`);
  fs.writeFileSync(entry, source);
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
    nodePaths: [path.join(ROOT, 'node_modules')],
  });
  return outfile;
}
