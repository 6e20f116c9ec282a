// POST /admin/shops/<shop>/catalogue/import: a JSON (`{products}`) or CSV (`text/csv`) file of up to 20,000 products,
// up to 32 MiB, imported in one transaction holding the shop's catalogue lock (catalogue/import-catalogue.ts). One
// import runs at a time on a platform process: another that arrives meanwhile is answered 429 with Retry-After, so
// two files are never checked and planned at once (their records are most of an import's memory). `?dryRun=true` checks the file and answers what it would change.
// The body must arrive within the server's request deadline (30 s by default: a client slower than about 1 MiB/s
// with a full-size file is cut off with a 408, and nothing is imported).
import { importCatalogue } from '../catalogue/import-catalogue.ts';
import { readJsonSource } from '../catalogue/import-source.ts';
import { readCatalogueCsv } from '../catalogue/read-catalogue-csv.ts';
import { ApiError } from '../http/api-error.ts';
import { REQUEST_CONTRACT } from '../http/platform-contract.ts';
import type { Router } from '../http/router.ts';
import { withBodyRule, type AdminHandler } from './admin-handler.ts';
import { inShop } from './in-shop.ts';

export const IMPORT_BODY_BYTES = 32 * 1024 * 1024;
const RETRY_AFTER_SECONDS = 5;

export function addCatalogueImportRoute(router: Router<AdminHandler>): void {
  let running = false;
  const handler: AdminHandler = async ({ platform, params, query, body, csv }) => {
    if (running)
      throw new ApiError('rate_limited', 'another catalogue import is running; try again when it has finished', {
        headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
        details: { retryAfterSeconds: RETRY_AFTER_SECONDS },
      });
    running = true;
    try {
      const source = csv === undefined ? readJsonSource(body) : readCatalogueCsv(csv);
      const shopId = params.shop ?? '';
      const result = await inShop(
        platform,
        shopId,
        (tx, shop) => {
          const run = {
            tx,
            shop,
            now: platform.now(),
            contract: REQUEST_CONTRACT,
            dryRun: query.get('dryRun') === 'true',
          };
          return importCatalogue(run, source);
        },
        { lockCatalogue: true },
      );
      return { status: 200, body: result };
    } finally {
      running = false;
    }
  };
  router.add(
    'POST',
    '/admin/shops/:shop/catalogue/import',
    withBodyRule({ limitBytes: IMPORT_BODY_BYTES, csv: true, checkedByHandler: true }, handler),
  );
}
