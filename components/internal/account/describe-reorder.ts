// What a "buy again" did, in the shopper's words: added to the cart, and the lines that are no longer sold, sold out,
// or short (what there is went in), each named with its variant.
import type { ReorderResult } from '../../../src/index.ts';
import type { AccountTexts } from '../texts/account-texts.ts';

export function describeReorder(result: ReorderResult, texts: AccountTexts): string {
  const named = (reason: string) =>
    result.lines
      .filter((line) => line.reason === reason)
      .map((line) => (line.variantName ? `${line.name} (${line.variantName})` : line.name));
  const added = result.lines.filter((line) => line.added > 0).length;
  return texts.reordered(added, named('gone'), named('out_of_stock'), named('limited'));
}
