// A price range asked in the answer's currency, as what the database compares: the base currency's amounts whose
// conversion falls in it (conversion only rounds, so it keeps the order of amounts, and the range's ends are exact),
// and, under an active campaign, each campaign product's cheapest price, which replaces its own.
import type { Tx } from '../db/database.ts';
import type { CurrencyOfferRecord, ShopRecord, StorefrontRecord } from '../state/types.ts';
import { convertAmount } from './money.ts';
import { campaignPrice } from './price-variant.ts';

export interface BaseRange {
  /** The lowest base amount in the range (null: no lower end). */
  low: number | null;
  /** The highest (null: no upper end). */
  high: number | null;
}

/** Steps from the estimate to the exact end: rounding moves it by at most one amount. */
const STEPS = 4;

function lowest(min: number, convert: (amount: number) => number, factor: number): number {
  let amount = Math.max(0, Math.ceil((min - 0.5) / factor));
  for (let i = 0; i < STEPS && amount > 0 && convert(amount - 1) >= min; i++) amount -= 1;
  for (let i = 0; i < STEPS && convert(amount) < min; i++) amount += 1;
  return amount;
}

function highest(max: number, convert: (amount: number) => number, factor: number): number {
  let amount = Math.floor((max + 0.5) / factor);
  for (let i = 0; i < STEPS && amount >= 0 && convert(amount) > max; i++) amount -= 1;
  for (let i = 0; i < STEPS && convert(amount + 1) <= max; i++) amount += 1;
  return amount;
}

/** The base amounts whose price in `offer` lies within [min, max]; null when none can. */
export function toBaseRange(
  range: { min: number | null; max: number | null },
  shop: ShopRecord,
  offer: CurrencyOfferRecord,
): BaseRange | null {
  const convert = (amount: number) => convertAmount(amount, shop, offer);
  const factor = convert(1_000_000) / 1_000_000;
  if (factor <= 0) return range.min === null || range.min <= 0 ? { low: null, high: null } : null;
  const low = range.min === null ? null : lowest(range.min, convert, factor);
  const high = range.max === null ? null : highest(range.max, convert, factor);
  if (high !== null && (high < 0 || (low !== null && low > high))) return null;
  return { low, high };
}

/** Under an active campaign, the cheapest price (base currency) of each product one of whose variants it prices. */
export async function campaignMinimums(tx: Tx, storefront: StorefrontRecord | null): Promise<Map<string, number>> {
  const variantIds = storefront?.active ? Object.keys(storefront.prices) : [];
  if (variantIds.length === 0) return new Map();
  const products = tx.db.selectFrom('variants').select('productId').where('id', 'in', variantIds);
  const rows = await tx.db
    .selectFrom('variants')
    .select(['id', 'productId', 'price'])
    .where('productId', 'in', products)
    .execute();
  const minimums = new Map<string, number>();
  for (const row of rows) {
    const price = campaignPrice(row, storefront) ?? row.price;
    minimums.set(row.productId, Math.min(price, minimums.get(row.productId) ?? Infinity));
  }
  return minimums;
}
