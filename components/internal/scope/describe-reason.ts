// Why a product cannot be bought or added with a variant ("Choose Size and Colour", "Sold out"): shared by a product's
// scope (scope/product-scope.ts) and the elements that act on a product's line (scoped-line.ts).
import type { Variant } from '../../../src/index.ts';
import type { ShopTexts } from '../texts/i18n.ts';

/** Why a product cannot be bought or added with this variant and these missing options; empty when it can. */
export function describeReason(variant: Variant | null, missing: readonly string[], texts: ShopTexts): string {
  if (!variant) return missing.length > 0 ? texts.chooseOptions([...missing]) : texts.unavailable;
  return variant.available ? '' : texts.soldOut;
}
