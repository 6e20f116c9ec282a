// Writes the bench's tables into docs/proof.md (and its summary into the README), each between its markers
// (`<!-- bench:page -->` ... `<!-- /bench:page -->`), so the published figures always come from one run; the prose
// around them is kept.
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { ROOT } from './paths.ts';

export const PROOF = path.join(ROOT, 'docs', 'proof.md');
export const README = path.join(ROOT, 'README.md');

/**
 * Replaces every section of `file` it has text for, formatted as the project formats Markdown (so `npm test` stays
 * green after a bench run); returns the names written. A missing marker is an error.
 */
export async function writeProofSections(sections: Record<string, string>, file = PROOF): Promise<string[]> {
  let text = fs.readFileSync(file, 'utf8');
  for (const [name, body] of Object.entries(sections)) {
    const pattern = new RegExp(`(<!-- bench:${name} -->)[\\s\\S]*?(<!-- /bench:${name} -->)`);
    if (!pattern.test(text))
      throw new Error(`bench: ${path.relative(ROOT, file)} has no <!-- bench:${name} --> section`);
    text = text.replace(pattern, (_, open: string, close: string) => `${open}\n\n${body}\n\n${close}`);
  }
  const options = (await prettier.resolveConfig(file)) ?? {};
  fs.writeFileSync(file, await prettier.format(text, { ...options, filepath: file }));
  return Object.keys(sections);
}
