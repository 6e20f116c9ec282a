// Where the shop's own pages are, for what a tool links to: a product's page, and the pages the hosted checkout sends
// the shopper back to. It is the shop's first storefront origin (those the platform was started with, then those the
// shop listed: storefront/storefront-origins.ts, the stored ones as kept briefly); product pages are at `/products/<slug>` below it.
import { listStorefrontOriginsBriefly } from '../storefront/storefront-origins.ts';
import { formatMoney } from '../../../wire/money.ts';
import type { ToolContext } from './tool-context.ts';

export async function findShopSite(context: ToolContext): Promise<string | null> {
  const { configured, stored } = await listStorefrontOriginsBriefly(context.platform, context.caller.shop.id);
  return configured[0] ?? stored[0] ?? null;
}

/** An amount as the shop writes it (`149,00 kr`), for the text summaries. */
export const showMoney = (context: ToolContext, amount: number, currency: string): string =>
  formatMoney(amount, currency, context.caller.shop.locale);
