// The admin API's categories (docs/platform.md, "Catalogue"), under /admin/shops/<shop>/categories: list them with
// their product counts, read one (by id or slug), add one at the end, change any field of one, and delete one (its
// products leave it, each with a product.update webhook, as their categories changed). A slug is unique in the shop.
import type { CategoryInput } from '../catalogue/catalogue-input.ts';
import type { Tx } from '../db/database.ts';
import { invalid, notFound } from '../http/api-error.ts';
import type { Router } from '../http/router.ts';
import type { PlatformContext } from '../platform-context.ts';
import {
  appendCategory,
  deleteCategory,
  findCategory,
  listCategories,
  saveCategory,
  type CategoryWithCount,
} from '../repo/categories.ts';
import { createId } from '../state/create-id.ts';
import type { CategoryRecord, ShopRecord } from '../state/types.ts';
import { queueWebhooks } from '../webhooks/queue-webhook.ts';
import type { AdminHandler } from './admin-handler.ts';
import { inShop } from './in-shop.ts';

const present = ({ shopId: _shop, ...category }: CategoryWithCount) => category;

const inCatalogue = <T>(platform: PlatformContext, shopId: string, work: (tx: Tx, shop: ShopRecord) => Promise<T>) =>
  inShop(platform, shopId, work, { lockCatalogue: true });

async function loadCategory(tx: Tx, shopId: string, idOrSlug: string): Promise<CategoryWithCount> {
  const category = await findCategory(tx, shopId, idOrSlug);
  if (!category) throw notFound('category', idOrSlug);
  return category;
}

async function refuseTakenSlug(tx: Tx, category: CategoryRecord): Promise<void> {
  const holder = await findCategory(tx, category.shopId, category.slug);
  if (holder && holder.id !== category.id) throw invalid('slug', category.slug, `is the slug of category ${holder.id}`);
}

export function addCategoryAdminRoutes(router: Router<AdminHandler>): void {
  const base = '/admin/shops/:shop/categories';
  router.add('GET', base, ({ platform, params }) =>
    inCatalogue(platform, params.shop ?? '', async (tx, shop) => ({
      status: 200,
      body: { data: (await listCategories(tx, shop.id)).map(present) },
    })),
  );
  router.add('POST', base, ({ platform, params, body }) =>
    inCatalogue(platform, params.shop ?? '', async (tx, shop) => {
      const input = body as CategoryInput;
      const category = { id: createId('cat'), shopId: shop.id, description: '', ...input };
      await refuseTakenSlug(tx, category);
      await appendCategory(tx, category);
      return { status: 201, body: present(await loadCategory(tx, shop.id, category.id)) };
    }),
  );
  router.add('GET', `${base}/:id`, ({ platform, params }) =>
    inCatalogue(platform, params.shop ?? '', async (tx, shop) => ({
      status: 200,
      body: present(await loadCategory(tx, shop.id, params.id ?? '')),
    })),
  );
  router.add('PATCH', `${base}/:id`, ({ platform, params, body }) =>
    inCatalogue(platform, params.shop ?? '', async (tx, shop) => {
      const { productCount: _count, ...stored } = await loadCategory(tx, shop.id, params.id ?? '');
      const category = { ...stored, ...(body as Partial<CategoryInput>) };
      await refuseTakenSlug(tx, category);
      await saveCategory(tx, category);
      return { status: 200, body: present(await loadCategory(tx, shop.id, category.id)) };
    }),
  );
  router.add('DELETE', `${base}/:id`, ({ platform, params }) =>
    inCatalogue(platform, params.shop ?? '', async (tx, shop) => {
      const category = await loadCategory(tx, shop.id, params.id ?? '');
      const products = await deleteCategory(tx, category);
      const changes = products.map((targetId) => ({ event: 'product.update' as const, targetId }));
      await queueWebhooks(tx, shop.id, changes, platform.now());
      return { status: 204 };
    }),
  );
}
