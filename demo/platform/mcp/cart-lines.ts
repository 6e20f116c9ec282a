// Lines as an agent names them, by variant id and quantity, turned into the API's lines (product and variant), read
// in the cart tool's own transaction into the request's products (api/cart-access.ts readProducts), where the API's
// line checks, stock check and answer find them again. A variant that is not this shop's is refused naming its field,
// before any cart changes.
import { productOfVariant, readProducts } from '../api/cart-access.ts';
import type { ApiRequest } from '../api/context.ts';
import { ToolInputError } from './tool-input.ts';

export interface VariantLine {
  variantId: string;
  quantity: number;
}

export interface ApiLine extends VariantLine {
  productId: string;
}

export async function resolveVariantLines(
  request: Pick<ApiRequest, 'tx' | 'shop' | 'products'>,
  lines: readonly VariantLine[],
): Promise<ApiLine[]> {
  await readProducts(request, { variantIds: lines.map((line) => line.variantId) });
  return lines.map((line, index) => {
    const product = productOfVariant(request, line.variantId);
    if (!product)
      throw new ToolInputError(`lines[${index}].variantId`, line.variantId, 'is not a variant of this shop');
    return { ...line, productId: product.id };
  });
}
