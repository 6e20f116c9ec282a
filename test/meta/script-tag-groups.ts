// The script tag's groups as the meta tests read them, from the same analysis the build makes
// (scripts/build-script-tag.mjs, Rollup's module graph): the group that owns each module, and each group with its
// parent and entries.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error: a plain .mjs build script without type declarations
import { groupScriptTag } from '../../scripts/build-script-tag.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ScriptTagGroup {
  name: string;
  parent: string | null;
  entries: string[];
}

export interface ScriptTagGroups {
  /** The group each module ships in, by its path from the repository's root. */
  owners: Map<string, string>;
  groups: Map<string, ScriptTagGroup>;
}

export async function readScriptTagGroups(): Promise<ScriptTagGroups> {
  return (await groupScriptTag({
    root: ROOT,
    common: { bundle: true, target: 'es2022', tsconfig: path.join(ROOT, 'tsconfig.json'), logLevel: 'silent' },
  })) as ScriptTagGroups;
}
