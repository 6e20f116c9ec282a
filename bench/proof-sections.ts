// Writes the bench's tables into docs/proof.md, each between its markers (`<!-- bench:page -->` ... `<!--
// /bench:page -->`), so the published figures always come from one run; the prose around them is kept.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths.ts';

const PROOF = path.join(ROOT, 'docs', 'proof.md');

/** Replaces every section it has text for; returns the names written. A missing marker is an error. */
export function writeProofSections(sections: Record<string, string>): string[] {
  let text = fs.readFileSync(PROOF, 'utf8');
  for (const [name, body] of Object.entries(sections)) {
    const pattern = new RegExp(`(<!-- bench:${name} -->)[\\s\\S]*?(<!-- /bench:${name} -->)`);
    if (!pattern.test(text)) throw new Error(`bench: docs/proof.md has no <!-- bench:${name} --> section`);
    text = text.replace(pattern, (_, open: string, close: string) => `${open}\n\n${body}\n\n${close}`);
  }
  fs.writeFileSync(PROOF, text);
  return Object.keys(sections);
}
