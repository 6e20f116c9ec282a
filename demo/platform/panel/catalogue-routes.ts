// The catalogue in the panel: the product list, the form for adding and editing, the confirmation step before a
// delete, and the posts that add (product.add), save (product.update, when something changed) and delete
// (product.delete). A form with a bad field answers the form again, 400, with the error naming it.
import type { Router } from '../http/router.ts';
import { findProduct, listAllProducts } from '../repo/products.ts';
import { cataloguePage, deleteConfirmation, productForm } from './catalogue-pages.ts';
import { panelPage } from './panel-layout.ts';
import { createPanelMessage as message } from './panel-messages.ts';
import {
  actionRoute,
  announce,
  back,
  pageRoute,
  showPage,
  type PanelHandler,
  type PanelRequest,
  type ShopRequest,
} from './panel-route.ts';
import { findPanelShop } from './find-panel-shop.ts';
import { addProduct, deleteProduct, PanelInputError, updateProduct } from './product-actions.ts';

const SECTION = '/panel/catalogue';

/** `handler`, answering a PanelInputError with the product form again as typed (after its transaction rolled back). */
function refusingInput(handler: PanelHandler): PanelHandler {
  return async (request: PanelRequest) => {
    try {
      return await handler(request);
    } catch (error) {
      if (!(error instanceof PanelInputError) || !request.session) throw error;
      const session = request.session;
      return request.context.db.transaction(async (tx) => {
        const shop = await findPanelShop(tx, session);
        const editing = request.params.id ? await findProduct(tx, shop.id, request.params.id) : null;
        const title = editing ? `Edit ${editing.name}` : 'Add a product';
        const frame = { title, current: SECTION, shopName: shop.name, error: error.message };
        const refused = { typed: request.form, field: error.field };
        return { status: 400, html: panelPage(frame, productForm(shop, editing, refused)) };
      });
    }
  };
}

async function addTo(request: ShopRequest) {
  const added = await addProduct(request.tx, request.shop, request.form, new Date(request.context.now()));
  await announce(request, 'product.add', added.id);
  return back(SECTION, message('product-added', { name: added.name }));
}

async function save(request: ShopRequest) {
  const { tx, shop, params, form } = request;
  const record = await findProduct(tx, shop.id, params.id ?? '');
  if (!record) return back(SECTION, message('product-missing', {}));
  if (await updateProduct(tx, shop, record, form)) await announce(request, 'product.update', record.id);
  return back(SECTION, message('product-saved', { name: record.name }));
}

async function remove(request: ShopRequest) {
  const { tx, shop, params, form } = request;
  const record = await findProduct(tx, shop.id, params.id ?? '');
  if (!record) return back(SECTION, message('product-missing', {}));
  if (form.get('confirm') !== 'yes')
    return back(`${SECTION}/${record.id}/delete`, message('product-delete-unconfirmed', { name: record.name }));
  await deleteProduct(tx, record);
  await announce(request, 'product.delete', record.id);
  return back(SECTION, message('product-deleted', { name: record.name }));
}

export function addCatalogueRoutes(router: Router<PanelHandler>): void {
  const under = (title: string) => ({ title, current: SECTION });
  router.add(
    'GET',
    SECTION,
    pageRoute(async (request) =>
      showPage(
        request,
        under('Catalogue'),
        cataloguePage(await listAllProducts(request.tx, request.shop.id), request.shop),
      ),
    ),
  );
  router.add(
    'GET',
    `${SECTION}/new`,
    pageRoute(async (request) => showPage(request, under('Add a product'), productForm(request.shop, null))),
  );
  router.add(
    'GET',
    `${SECTION}/:id`,
    pageRoute(async (request) => {
      const product = await findProduct(request.tx, request.shop.id, request.params.id ?? '');
      return product && showPage(request, under(`Edit ${product.name}`), productForm(request.shop, product));
    }),
  );
  router.add(
    'GET',
    `${SECTION}/:id/delete`,
    pageRoute(async (request) => {
      const product = await findProduct(request.tx, request.shop.id, request.params.id ?? '');
      return product && showPage(request, under(`Delete ${product.name}?`), deleteConfirmation(product));
    }),
  );
  router.add('POST', SECTION, refusingInput(actionRoute(addTo)));
  router.add('POST', `${SECTION}/:id`, refusingInput(actionRoute(save)));
  router.add('POST', `${SECTION}/:id/delete`, refusingInput(actionRoute(remove)));
}
