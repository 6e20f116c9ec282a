// The shop's MCP tools, in the order a client lists them, and what tools/list says of each: its JSON Schemas, and
// its annotations (`readOnlyHint` where it changes nothing; WebMCP's `untrustedContentHint` where its answer carries
// the merchant's text, untrusted.ts).
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import type { ShopTool } from './tool-context.ts';
import { applyDiscountCode } from './tools/apply-discount-code.ts';
import { createCart } from './tools/create-cart.ts';
import { createCheckout } from './tools/create-checkout.ts';
import { getCart } from './tools/get-cart.ts';
import { getOrderStatus } from './tools/get-order-status.ts';
import { getProduct } from './tools/get-product.ts';
import { getShippingOptions } from './tools/get-shipping-options.ts';
import { searchCatalog } from './tools/search-catalog.ts';
import { updateCart } from './tools/update-cart.ts';

export const SHOP_TOOLS: ReadonlyArray<ShopTool<any>> = [
  searchCatalog,
  getProduct,
  createCart,
  getCart,
  updateCart,
  applyDiscountCode,
  getShippingOptions,
  createCheckout,
  getOrderStatus,
];

/** A tool as tools/list shows it. */
export function describeTool(tool: ShopTool<any>): Tool {
  return {
    name: tool.name,
    title: tool.title,
    description: tool.description,
    inputSchema: tool.inputSchema as Tool['inputSchema'],
    outputSchema: tool.outputSchema as Tool['outputSchema'],
    annotations: {
      title: tool.title,
      readOnlyHint: tool.readOnly,
      ...(tool.readOnly ? {} : { destructiveHint: false }),
      openWorldHint: false,
      untrustedContentHint: tool.untrustedFields.length > 0,
    } as Tool['annotations'],
  };
}
