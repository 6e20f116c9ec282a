// The commerce events of a product list in GA4's form: `view_item_list` for a page of rows shown, `select_item` for
// the row whose link the shopper followed. Items carry their 0-based place in the whole list and the list's id/name.
import type { Product } from '../../../src/index.ts';
import { currencyExponent } from '../../../wire/money.ts';
import { describeItemParams, describeProductItem, type ShopkitCommerceEvent } from './commerce-events.ts';

export interface ListName {
  item_list_id: string;
  item_list_name: string;
}

/** `view_item_list` for `products`, the rows shown from place `offset` on (never called with no products). */
export function describeViewItemList(products: Product[], offset: number, list: ListName): ShopkitCommerceEvent {
  const items = products.map((product, index) => ({
    ...describeProductItem(product, null),
    index: offset + index,
    ...list,
  }));
  const currency = products[0]!.currency;
  const value = Number(items.reduce((sum, item) => sum + item.price, 0).toFixed(currencyExponent(currency)));
  return { name: 'view_item_list', params: { currency, value, items, ...list } };
}

/** `select_item` for the product at 0-based `index` of the list. */
export function describeSelectItem(product: Product, index: number, list: ListName): ShopkitCommerceEvent {
  const item = { ...describeProductItem(product, null), index, ...list };
  return { name: 'select_item', params: { ...describeItemParams(item, product.currency), ...list } };
}
