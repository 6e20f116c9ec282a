// The admin API's catalogue (docs/platform.md, "Catalogue"), under /admin/shops/<shop>/: list, read, create, change
// and delete products, add, change and delete variants, and set stock by SKU. Every write plans against the shop's
// catalogue first (catalogue/plan-products.ts: the same rules as the bulk import), writes through the product writers
// and queues the webhooks the panel's edits queue. Amounts are minor units of the shop's base currency.
import { encodeCursor, parseCursor, readLimit } from '../api/params.ts';
import type { ProductDraft, VariantDraft } from '../catalogue/build-product.ts';
import type { CatalogueProblem, ProductInput, VariantInput } from '../catalogue/catalogue-input.ts';
import { planProducts } from '../catalogue/plan-products.ts';
import { describeProductInput, presentAdminProduct } from '../catalogue/present-admin-product.ts';
import { writePlannedProducts } from '../catalogue/write-planned-products.ts';
import type { Tx } from '../db/database.ts';
import { invalid, notFound } from '../http/api-error.ts';
import type { Reply } from '../http/respond.ts';
import type { Router } from '../http/router.ts';
import type { PlatformContext } from '../platform-context.ts';
import { listCategories } from '../repo/categories.ts';
import { deleteProduct } from '../repo/product-writes.ts';
import { findProduct, listProducts } from '../repo/products.ts';
import { findSkuHolders, setStockBySku } from '../repo/variants.ts';
import type { ProductRecord, ShopRecord } from '../state/types.ts';
import { queueWebhook } from '../webhooks/queue-webhook.ts';
import { withBodyRule, type AdminHandler } from './admin-handler.ts';
import { inShop } from './in-shop.ts';

interface CatalogueRequest {
  tx: Tx;
  shop: ShopRecord;
  platform: PlatformContext;
}

/** `work` in one transaction with the path's shop; a write (`lock`) holds the shop's catalogue lock. */
const inCatalogue = <T>(
  platform: PlatformContext,
  shopId: string,
  lock: boolean,
  work: (request: CatalogueRequest) => Promise<T>,
) => inShop(platform, shopId, (tx, shop) => work({ tx, shop, platform }), { lockCatalogue: lock });

async function present(tx: Tx, shop: ShopRecord, products: ProductRecord[]) {
  const slugs = new Map((await listCategories(tx, shop.id)).map((category) => [category.id, category.slug]));
  return products.map((product) => presentAdminProduct(product, slugs));
}

async function loadProduct({ tx, shop }: CatalogueRequest, id: string): Promise<ProductRecord> {
  const product = await findProduct(tx, shop.id, id);
  if (!product) throw notFound('product', id);
  return product;
}

const refuse = (problem: CatalogueProblem, prefix = '') =>
  invalid(`${prefix}${problem.field}`, problem.value, problem.rule);

/** Plans and writes one product (`target`: 'new' or its id) and answers it as the admin API shows it. */
async function writeOne(request: CatalogueRequest, draft: ProductDraft, target: string, status = 200): Promise<Reply> {
  const { tx, shop, platform } = request;
  const plan = await planProducts({ tx, shop, now: platform.now(), nameRow: () => 'this product' }, [
    { draft, target },
  ]);
  const [problem] = plan.problems;
  if (problem) throw refuse(problem);
  await writePlannedProducts(tx, shop, plan.planned, platform.now());
  const [written] = await present(
    tx,
    shop,
    plan.planned.map((planned) => planned.record),
  );
  return { status, body: written };
}

/** The product as a draft to change: what it is now, each variant naming itself. */
async function draftOf(request: CatalogueRequest, product: ProductRecord): Promise<ProductDraft> {
  const [shown] = await present(request.tx, request.shop, [product]);
  return describeProductInput(shown!);
}

function variantIndex(product: ProductRecord, variantId: string): number {
  const index = product.variants.findIndex((variant) => variant.id === variantId);
  if (index < 0) throw notFound('variant', variantId);
  return index;
}

export function addCatalogueAdminRoutes(router: Router<AdminHandler>): void {
  const base = '/admin/shops/:shop/products';
  const route = (
    method: string,
    path: string,
    lock: boolean,
    handle: (
      request: CatalogueRequest & { params: Record<string, string>; query: URLSearchParams; body: unknown },
    ) => Promise<Reply>,
  ) =>
    router.add(method, `${base}${path}`, ({ platform, params, query, body }) =>
      inCatalogue(platform, params.shop ?? '', lock, (request) => handle({ ...request, params, query, body })),
    );
  route('GET', '', false, async ({ tx, shop, query }) => {
    const sku = query.get('sku');
    if (sku) {
      const holder = (await findSkuHolders(tx, shop.id, [sku])).get(sku);
      const product = holder ? await findProduct(tx, shop.id, holder.productId) : null;
      return { status: 200, body: { data: await present(tx, shop, product ? [product] : []), nextCursor: null } };
    }
    const limit = readLimit(query);
    const offset = parseCursor(query);
    const rows = await listProducts(tx, shop.id, { offset, limit: limit + 1 });
    const data = await present(tx, shop, rows.slice(0, limit));
    return { status: 200, body: { data, nextCursor: rows.length > limit ? encodeCursor(offset + limit) : null } };
  });
  route('POST', '', true, (request) => writeOne(request, request.body as ProductInput, 'new', 201));
  route('GET', '/:id', false, async (request) => {
    const [shown] = await present(request.tx, request.shop, [await loadProduct(request, request.params.id ?? '')]);
    return { status: 200, body: shown };
  });
  route('PATCH', '/:id', true, async (request) => {
    const product = await loadProduct(request, request.params.id ?? '');
    const changes = request.body as Partial<ProductInput>;
    return writeOne(request, { ...(await draftOf(request, product)), ...changes }, product.id);
  });
  route('DELETE', '/:id', true, async (request) => {
    const product = await loadProduct(request, request.params.id ?? '');
    await deleteProduct(request.tx, request.shop.id, product.id);
    await queueWebhook(
      request.tx,
      { shopId: request.shop.id, event: 'product.delete', targetId: product.id },
      request.platform.now(),
    );
    return { status: 204 };
  });
  route('POST', '/:id/variants', true, async (request) => {
    const product = await loadProduct(request, request.params.id ?? '');
    const draft = await draftOf(request, product);
    const variants = [...draft.variants, request.body as VariantInput];
    return writeOne(request, { ...draft, variants }, product.id, 201);
  });
  route('PATCH', '/:id/variants/:variantId', true, async (request) => {
    const product = await loadProduct(request, request.params.id ?? '');
    const index = variantIndex(product, request.params.variantId ?? '');
    const draft = await draftOf(request, product);
    const variants = draft.variants.map((variant, at): VariantDraft =>
      at === index ? { ...variant, ...(request.body as Partial<VariantInput>) } : variant,
    );
    return writeOne(request, { ...draft, variants }, product.id);
  });
  route('DELETE', '/:id/variants/:variantId', true, async (request) => {
    const product = await loadProduct(request, request.params.id ?? '');
    const variantId = request.params.variantId ?? '';
    const index = variantIndex(product, variantId);
    if (product.variants.length === 1)
      throw invalid('variantId', variantId, "is the product's only variant: delete the product instead");
    const draft = await draftOf(request, product);
    return writeOne(request, { ...draft, variants: draft.variants.filter((_variant, at) => at !== index) }, product.id);
  });
  addStockRoute(router);
}

interface StockItem {
  sku: string;
  stock: number | null;
}

/** Up to 10,000 SKUs a request: about 400 KB of JSON. */
const STOCK_BODY_BYTES = 1024 * 1024;

function addStockRoute(router: Router<AdminHandler>): void {
  router.add(
    'PATCH',
    '/admin/shops/:shop/stock',
    withBodyRule({ limitBytes: STOCK_BODY_BYTES }, ({ platform, params, body }) =>
      inCatalogue(platform, params.shop ?? '', true, async ({ tx, shop }) => {
        const items = (body as { items: StockItem[] }).items;
        const holders = await findSkuHolders(
          tx,
          shop.id,
          items.map((item) => item.sku),
        );
        const first = new Map<string, number>();
        items.forEach((item, index) => {
          if (!holders.has(item.sku)) throw invalid(`items[${index}].sku`, item.sku, 'names no variant of the shop');
          const seen = first.get(item.sku);
          if (seen !== undefined) throw invalid(`items[${index}].sku`, item.sku, `is also items[${seen}]`);
          first.set(item.sku, index);
        });
        for (const item of items) await setStockBySku(tx, shop.id, item.sku, item.stock);
        return { status: 200, body: { updated: items.length } };
      }),
    ),
  );
}
