// A bulk import (docs/platform.md, "Catalogue import"): a JSON or CSV file of up to 20,000 products, checked whole
// before anything is written (openapi.json's CatalogueImport, then the catalogue's rules for every product against
// the shop's catalogue, plan-products.ts), then written in the caller's one transaction: all of it or, with one bad
// row, none of it. Products are matched to the shop's by SKU, so importing a file again changes nothing and a changed
// row updates its product. Up to MAX_LISTED problems are listed, each naming its row and field.
import type { Tx } from '../db/database.ts';
import { ApiError, invalid } from '../http/api-error.ts';
import type { RequestContract } from '../http/request-contract.ts';
import type { ShopRecord } from '../state/types.ts';
import type { ProductInput } from './catalogue-input.ts';
import type { ImportSource, ProblemPlace } from './import-source.ts';
import { planProducts, type PlannedProduct } from './plan-products.ts';
import { writePlannedProducts } from './write-planned-products.ts';

export const MAX_LISTED = 100;
export const IMPORT_OPERATION = { method: 'POST', pattern: '/admin/shops/:shop/catalogue/import' } as const;

export interface ImportRun {
  tx: Tx;
  shop: ShopRecord;
  now: number;
  contract: RequestContract;
  dryRun: boolean;
}

interface Problem {
  place: ProblemPlace;
  value: unknown;
  rule: string;
}

const PRODUCT_PATH = /^products\[(\d+)\]\.?(.*)$/;

/** The document's failures against openapi.json, placed in the file. */
function checkDocument(source: ImportSource, contract: RequestContract): Problem[] {
  const { method, pattern } = IMPORT_OPERATION;
  return contract.listBodyFailures(method, pattern, source.document, MAX_LISTED + 1).map((failure) => {
    const match = PRODUCT_PATH.exec(failure.field);
    const place = match ? source.locate(Number(match[1]), match[2] ?? '') : source.locate(null, failure.field);
    return { place, value: failure.value, rule: failure.rule };
  });
}

function refuse(problems: Problem[], total: number): ApiError {
  const listed = problems.slice(0, MAX_LISTED).map(({ place, value, rule }) => ({
    row: place.row,
    field: place.field,
    message: invalid(place.label, value, rule).message,
  }));
  const first = listed[0]!;
  const count = total > MAX_LISTED ? `more than ${MAX_LISTED} problems` : `${total} problem${total === 1 ? '' : 's'}`;
  return new ApiError(
    'invalid_request',
    `the file has ${count} and nothing was imported; the first: ${first.message}`,
    {
      details: { field: first.field, row: first.row, problems: listed, problemCount: total },
    },
  );
}

function outcomeOf(planned: PlannedProduct): 'created' | 'updated' | 'unchanged' {
  if (planned.change === 'new') return 'created';
  return planned.change === 'unchanged' ? 'unchanged' : 'updated';
}

export async function importCatalogue(run: ImportRun, source: ImportSource) {
  const read = source.problems.length > 0 ? source.problems : checkDocument(source, run.contract);
  if (read.length > 0) throw refuse(read, read.length);
  const products = (source.document as { products: ProductInput[] }).products;
  const plan = await planProducts(
    { tx: run.tx, shop: run.shop, now: run.now, nameRow: source.nameRow },
    products.map((draft) => ({ draft })),
  );
  if (plan.problems.length > 0) {
    const problems = plan.problems.map(({ index, field, value, rule }) => ({
      place: source.locate(index, field),
      value,
      rule,
    }));
    throw refuse(problems, problems.length);
  }
  if (!run.dryRun) await writePlannedProducts(run.tx, run.shop, plan.planned, run.now);
  const results = plan.planned.map((planned) => ({
    row: source.rowOf(planned.index),
    id: run.dryRun && planned.change === 'new' ? null : planned.record.id,
    slug: planned.record.slug,
    outcome: outcomeOf(planned),
  }));
  const count = (outcome: string) => results.filter((result) => result.outcome === outcome).length;
  return {
    dryRun: run.dryRun,
    created: count('created'),
    updated: count('updated'),
    unchanged: count('unchanged'),
    results,
  };
}
