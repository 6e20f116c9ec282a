// Writes the bench's tables into docs/proof.md, each between its markers (`<!-- bench:page -->` ... `<!--
// /bench:page -->`), so the published figures always come from one run; the prose around them is kept.
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { ROOT } from './paths.ts';

const PROOF = path.join(ROOT, 'docs', 'proof.md');

/**
 * Replaces every section it has text for, formatted as the project formats Markdown (so `npm test` stays green after a
 * bench run); returns the names written. A missing marker is an error.
 */
export async function writeProofSections(sections: Record<string, string>): Promise<string[]> {
  let text = fs.readFileSync(PROOF, 'utf8');
  for (const [name, body] of Object.entries(sections)) {
    const pattern = new RegExp(`(<!-- bench:${name} -->)[\\s\\S]*?(<!-- /bench:${name} -->)`);
    if (!pattern.test(text)) throw new Error(`bench: docs/proof.md has no <!-- bench:${name} --> section`);
    text = text.replace(pattern, (_, open: string, close: string) => `${open}\n\n${body}\n\n${close}`);
  }
  const options = (await prettier.resolveConfig(PROOF)) ?? {};
  fs.writeFileSync(PROOF, await prettier.format(text, { ...options, filepath: PROOF }));
  return Object.keys(sections);
}
