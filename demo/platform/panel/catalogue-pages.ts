// Catalogue: the product list with edit / delete, one form for adding and editing (name, slug, description, price in
// major units, stock) and the confirmation step before a delete. Saving fires product.add / product.update, deleting
// product.delete.
import { formatMoney } from '../../../wire/money.ts';
import { html } from '../checkout/html.ts';
import { currencyExponent } from '../../../wire/money.ts';
import type { ProductRecord, ShopRecord } from '../state/types.ts';

export function cataloguePage(products: ProductRecord[], shop: ShopRecord) {
  return html`<p><a href="/panel/catalogue/new" id="add-product">Add a product</a></p>
<table id="products" class="stack"><caption>${products.length} products</caption>
<thead><tr><th scope="col">Name</th><th scope="col">Slug</th><th scope="col">Price</th><th scope="col">Actions</th></tr></thead>
<tbody>${products.map(
    (p) => html`<tr data-product-id="${p.id}"><th scope="row">${p.name}</th><td data-label="Slug">${p.slug}</td>
<td data-label="Price">${formatMoney(Math.min(...p.variants.map((v) => v.price)), shop.baseCurrency, shop.locale)}</td>
<td data-label="Actions"><a href="/panel/catalogue/${p.id}">Edit ${p.name}</a>
<a class="danger" href="/panel/catalogue/${p.id}/delete">Delete ${p.name}</a></td></tr>`,
  )}</tbody></table>`;
}

/**
 * The confirmation step before a product is deleted (the panel has no scripts, so no confirm() dialog): what goes,
 * a form whose POST carries `confirm=yes` (the delete action refuses a POST without it), and a way back.
 */
export function deleteConfirmation(product: ProductRecord) {
  const variants = product.variants.length;
  return html`<p id="delete-warning">Deleting <strong>${product.name}</strong> removes it and its ${variants === 1 ? 'one variant' : `${variants} variants`} from the shop at once: shoppers can no longer see or buy it, and carts that hold it show it as unavailable. Orders already placed keep it. This cannot be undone.</p>
<form method="post" action="/panel/catalogue/${product.id}/delete" id="delete-form"><input type="hidden" name="confirm" value="yes">
<p><button type="submit" class="danger">Delete ${product.name}</button> <a href="/panel/catalogue">Keep it</a></p></form>`;
}

/** What the form shows when a save was refused: the values as typed and the field that was refused. */
export interface RefusedProductForm {
  typed: URLSearchParams;
  field: string;
}

export function productForm(shop: ShopRecord, product: ProductRecord | null, refused?: RefusedProductForm) {
  const variant = product?.variants[0];
  const exponent = currencyExponent(shop.baseCurrency);
  const stored: Record<string, string> = {
    name: product?.name ?? '',
    slug: product?.slug ?? '',
    description: product?.description ?? '',
    price: variant ? (variant.price / 10 ** exponent).toFixed(exponent) : '',
    stock: String(variant?.stock ?? ''),
  };
  const value = (name: string) => refused?.typed.get(name) ?? stored[name] ?? '';
  const marked = (name: string) => (refused?.field === name ? html` aria-invalid="true" aria-describedby="error"` : '');
  return html`<form method="post" action="${product ? `/panel/catalogue/${product.id}` : '/panel/catalogue'}" id="product-form">
<label for="name">Name</label><input type="text" id="name" name="name" required maxlength="120" value="${value('name')}"${marked('name')}>
<label for="slug">Slug</label><input type="text" id="slug" name="slug" required pattern="[a-z0-9-]+" maxlength="80" value="${value('slug')}"${marked('slug')}>
<label for="description">Description</label><textarea id="description" name="description" rows="3" maxlength="2000"${marked('description')}>${value('description')}</textarea>
<label for="price">Price (${shop.baseCurrency})</label><input type="text" id="price" name="price" required inputmode="decimal" value="${value('price')}"${marked('price')}>
<label for="stock">Stock (empty = not tracked)</label><input type="number" id="stock" name="stock" min="0" value="${value('stock')}"${marked('stock')}>
<p><button type="submit">${product ? 'Save product' : 'Add product'}</button> <a href="/panel/catalogue">Back to the catalogue</a></p>
</form>`;
}
