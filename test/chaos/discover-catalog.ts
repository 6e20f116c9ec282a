// Reads, before any fault is switched on, what the sessions may buy and the currencies the shop offers. Only
// variants that stock can never refuse are used (untracked, or with more on hand than a line can ask), so a refused
// add always means a defect, never a sold-out item.
import type { Product, Shop } from '../../src/index.ts';
import type { Fetch } from './create-wire-log.ts';
import type { ChaosVariant } from './session-types.ts';

export interface ChaosCatalog {
  variants: ChaosVariant[];
  shop: Shop;
  currencies: string[];
}

export async function discoverCatalog(
  apiUrl: string,
  key: string,
  maxLineQuantity: number,
  fetchFn: Fetch = fetch,
): Promise<ChaosCatalog> {
  const get = async <T>(path: string): Promise<T> => {
    const response = await fetchFn(`${apiUrl}${path}`, {
      headers: { authorization: `Bearer ${key}`, accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status} while discovering the catalogue`);
    return (await response.json()) as T;
  };
  const shop = await get<Shop>('/v2/shop');
  const page = await get<{ data: Product[] }>('/v2/products?limit=200');
  const variants = page.data.flatMap((product) =>
    product.variants
      .filter((variant) => variant.available && (variant.stock === null || variant.stock >= maxLineQuantity))
      .map((variant): ChaosVariant => ({
        productId: product.id,
        variantId: variant.id,
        single: product.variants.length === 1,
      })),
  );
  if (variants.length < 4)
    throw new Error(`only ${variants.length} variants can be bought without a stock limit; the chaos suite needs 4`);
  // A well-formed code the shop does not offer resolves to its own currency: shoppers may pick one too.
  const offered = shop.currencies.map((offer) => offer.code);
  const unoffered = ['GBP', 'NOK', 'DKK'].find((code) => !offered.includes(code));
  return { variants, shop, currencies: unoffered ? [...offered, unoffered] : offered };
}
