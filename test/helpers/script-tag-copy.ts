// A copy of what the script tag's build reads (scripts/build-script-tag.mjs), in a folder of its own, and its build:
// for the meta tests that build the sources as they are or changed, without writing into them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error: plain .mjs build scripts without type declarations
import { buildScriptTag } from '../../scripts/build-script-tag.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface BuiltScriptTag {
  manifest: { core: string; modules: Record<string, string> };
}

/** Copies the sources, the build scripts and the configuration into a new folder whose name starts with `prefix`. */
export function copySources(prefix = 'shopkit-build-'): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const entry of ['src', 'components', 'wire', 'scripts', 'package.json', 'tsconfig.json'])
    fs.cpSync(path.join(ROOT, entry), path.join(copy, entry), { recursive: true });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  return copy;
}

/** Builds the script tag of the copy in `root` into its `dist/`, with the options the shipped build uses. */
export async function buildCopy(root: string): Promise<BuiltScriptTag> {
  fs.rmSync(path.join(root, 'dist'), { recursive: true, force: true });
  const common = { bundle: true, target: 'es2022', tsconfig: path.join(root, 'tsconfig.json'), logLevel: 'silent' };
  return buildScriptTag({ root, outdir: path.join(root, 'dist'), version: '0.0.0-test', common });
}
