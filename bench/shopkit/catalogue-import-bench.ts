// `npm run bench -- --only catalogue`: the admin API's bulk import of 10,000 generated products (20,000 variants) on an
// SQLite file and on PostgreSQL (a durable throwaway server, when installed): the first import as JSON, the same file
// again (nothing changes), the same products as CSV (nothing changes), and the file with every price changed.
import os from 'node:os';
import { measureOnBothDatabases } from './on-both-databases.ts';
import { makeCatalogueProducts, toCatalogueCsv } from '../../demo/platform/seed/generated-catalogue.ts';
import { startPlatform } from '../../demo/platform/start-platform.ts';

const COUNT = 10_000;

export interface CatalogueImportResult {
  database: string;
  products: number;
  jsonBytes: number;
  csvBytes: number;
  /** Milliseconds from sending the request to the whole answer. */
  createMs: number;
  unchangedJsonMs: number;
  unchangedCsvMs: number;
  updateMs: number;
}

async function timeImport(url: string, token: string, body: { text: string; type: string }) {
  const started = performance.now();
  const response = await fetch(`${url}/admin/shops/demo/catalogue/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': body.type },
    body: body.text,
  });
  const answer = (await response.json()) as { created?: number; updated?: number; unchanged?: number };
  if (response.status !== 200)
    throw new Error(`import answered ${response.status}: ${JSON.stringify(answer).slice(0, 300)}`);
  return { ms: Math.round(performance.now() - started), answer };
}

async function measureOn(database: string, location: string): Promise<CatalogueImportResult> {
  const platform = await startPlatform({ database: location, ports: { api: 0, checkout: 0, cdn: 0, admin: 0 } });
  try {
    const products = makeCatalogueProducts({ count: COUNT, prefix: 'bench' });
    const json = { text: JSON.stringify({ products }), type: 'application/json' };
    const csv = { text: toCatalogueCsv(products), type: 'text/csv' };
    const changed = {
      text: JSON.stringify({ products: makeCatalogueProducts({ count: COUNT, prefix: 'bench', priceStep: 100 }) }),
      type: 'application/json',
    };
    const { url } = { url: platform.urls.admin };
    const create = await timeImport(url, platform.adminToken, json);
    const again = await timeImport(url, platform.adminToken, json);
    const asCsv = await timeImport(url, platform.adminToken, csv);
    const update = await timeImport(url, platform.adminToken, changed);
    if (
      create.answer.created !== COUNT ||
      again.answer.unchanged !== COUNT ||
      asCsv.answer.unchanged !== COUNT ||
      update.answer.updated !== COUNT
    )
      throw new Error('the bench imports did not create, keep and update every product');
    return {
      database,
      products: COUNT,
      jsonBytes: json.text.length,
      csvBytes: Buffer.byteLength(csv.text),
      createMs: create.ms,
      unchangedJsonMs: again.ms,
      unchangedCsvMs: asCsv.ms,
      updateMs: update.ms,
    };
  } finally {
    await platform.close();
  }
}

export function runCatalogueImportBench(): Promise<{ results: CatalogueImportResult[]; skipped?: string }> {
  return measureOnBothDatabases('import', async (database, location) => [await measureOn(database, location)]);
}

export function catalogueImportTable({
  results,
  skipped,
}: {
  results: CatalogueImportResult[];
  skipped?: string;
}): string {
  const rows = results.map(
    (r) =>
      `| ${r.database} | ${r.products} (${(r.jsonBytes / 1e6).toFixed(1)} MB JSON, ${(r.csvBytes / 1e6).toFixed(1)} MB CSV) | ${r.createMs} | ${r.unchangedJsonMs} | ${r.unchangedCsvMs} | ${r.updateMs} |`,
  );
  return [
    `\n### Catalogue import: 10,000 products in one request (load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores)\n`,
    '| database | products | create ms | same JSON again ms | same as CSV ms | every price changed ms |',
    '| - | - | - | - | - | - |',
    ...rows,
    ...(skipped ? [`\nPostgreSQL: skipped, ${skipped}.`] : []),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(catalogueImportTable(await runCatalogueImportBench()));
