// A bulk import's file as the import reads it: the document openapi.json's CatalogueImport describes (`{products}`),
// and where a problem of product `index` at `field` (`variants[1].price`) is in the file, for the message: in JSON
// the path (`products[3].variants[1].price`), in CSV the line and the column (`line 14, price`).
export interface ProblemPlace {
  /** The product's place (JSON: 1 for the first) or the CSV line. */
  row: number | null;
  /** JSON: the path in the document; CSV: the column. */
  field: string;
  /** How the message names it. */
  label: string;
}

export interface ImportSource {
  document: unknown;
  locate(index: number | null, field: string): ProblemPlace;
  /** How a message names another product of the file. */
  nameRow(index: number): string;
  /** The row of product `index` in the answer. */
  rowOf(index: number): number;
  /** Problems found while reading the file (CSV), before the document is checked. */
  problems: Array<{ place: ProblemPlace; value: unknown; rule: string }>;
}

/** A JSON body: problems are named by their path in it. */
export function readJsonSource(document: unknown): ImportSource {
  return {
    document,
    locate(index, field) {
      const path = index === null ? field : `products[${index}]${field ? `.${field}` : ''}`;
      return { row: index === null ? null : index + 1, field: path, label: path };
    },
    nameRow: (index) => `products[${index}]`,
    rowOf: (index) => index + 1,
    problems: [],
  };
}
