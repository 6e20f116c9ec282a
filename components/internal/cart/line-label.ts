import type { CartItem } from '../../../src/index.ts';

/** How a line's controls name it: the product, and its variant when it has one ("Stoneware Mug, Clay"). */
export const lineLabel = (item: CartItem): string =>
  item.variantName ? `${item.name}, ${item.variantName}` : item.name;
