// Lines as an agent names them, by variant id and quantity, turned into the API's lines (product and variant), read
// in the cart tool's own transaction. A variant that is not this shop's is refused naming its field, before any cart
// changes.
import type { ApiRequest } from '../api/context.ts';
import { findVariantProducts } from '../repo/variants.ts';
import { ToolInputError } from './tool-input.ts';

export interface VariantLine {
  variantId: string;
  quantity: number;
}

export interface ApiLine extends VariantLine {
  productId: string;
}

export async function resolveVariantLines(
  request: Pick<ApiRequest, 'tx' | 'shop'>,
  lines: readonly VariantLine[],
): Promise<ApiLine[]> {
  const owners = await findVariantProducts(
    request.tx,
    request.shop.id,
    lines.map((line) => line.variantId),
  );
  return lines.map((line, index) => {
    const productId = owners.get(line.variantId);
    if (!productId)
      throw new ToolInputError(`lines[${index}].variantId`, line.variantId, 'is not a variant of this shop');
    return { ...line, productId };
  });
}
