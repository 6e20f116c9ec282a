// A catalogue CSV (docs/platform.md, "Catalogue import") read into the document a JSON import sends, so one set of
// checks (openapi.json, then the catalogue's rules) judges both, and every problem is named by its line and column.
// One row per variant under a header row; the rows of one slug are one product, whose columns (name, description,
// vatRate, categories, images) the first row that fills them gives and the others leave empty or repeat. Lists are
// separated by `|`, a variant's options are `Name=Value` pairs (`Colour=Moss|Size=M`), and the product's options
// follow from its variants' values in the order they first appear. A cell that is a whole number is read as one (a
// decimal for vatRate); any other text stays text, which the document's number fields refuse, quoting it. Line breaks
// are read as `\n` (in a quoted cell too), so line numbers count the same for every line ending.
import { CsvError, parse } from 'csv-parse/sync';
import type { ProblemPlace, ImportSource } from './import-source.ts';

const PRODUCT_COLUMNS = ['name', 'description', 'vatRate', 'categories', 'images'] as const;
const VARIANT_COLUMNS = ['sku', 'variantName', 'price', 'compareAtPrice', 'stock', 'options', 'variantImage'] as const;
export const CSV_COLUMNS: readonly string[] = ['slug', ...PRODUCT_COLUMNS, ...VARIANT_COLUMNS];
const REQUIRED_COLUMNS = ['slug', 'name', 'sku', 'price'];
const WHOLE = /^-?\d{1,15}$/;
const DECIMAL = /^-?\d{1,3}(\.\d{1,15})?$/;
/** Where each field of a variant comes from. */
const VARIANT_FIELD_COLUMN: Record<string, string> = {
  sku: 'sku',
  name: 'variantName',
  price: 'price',
  compareAtPrice: 'compareAtPrice',
  stock: 'stock',
  options: 'options',
  image: 'variantImage',
};

type Cells = Record<string, string>;

interface ProductRows {
  slug: string;
  product: Record<string, unknown>;
  /** The line that gave each product column. */
  lines: Record<string, number>;
  firstLine: number;
  variants: Array<Record<string, unknown>>;
  variantLines: number[];
}

const list = (cell: string) =>
  cell
    .split('|')
    .map((part) => part.trim())
    .filter((part) => part !== '');
const whole = (cell: string) => (WHOLE.test(cell) ? Number(cell) : cell);

function productValue(column: (typeof PRODUCT_COLUMNS)[number], cell: string): unknown {
  if (column === 'vatRate') return DECIMAL.test(cell) ? Number(cell) : cell;
  if (column === 'categories') return list(cell);
  if (column === 'images') return list(cell).map((file) => ({ file }));
  return cell;
}

export function readCatalogueCsv(text: string): ImportSource {
  const problems: ImportSource['problems'] = [];
  const at = (line: number, column: string): ProblemPlace => ({
    row: line,
    field: column,
    label: `line ${line}, ${column}`,
  });
  let records: Array<{ record: string[]; info: { lines: number; empty_lines: number } }>;
  try {
    records = parse(text.replace(/\r\n?/g, '\n'), {
      bom: true,
      info: true,
      skip_empty_lines: true,
      trim: true,
      max_record_size: 1 << 20,
    }) as unknown as typeof records;
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = Number((error as CsvError & { lines?: number }).lines ?? 1);
    problems.push({ place: at(line, 'csv'), value: undefined, rule: `cannot be read: ${error.message}` });
    records = [];
  }
  const [header, ...rows] = records;
  const columns = header?.record ?? [];
  for (const column of columns)
    if (!CSV_COLUMNS.includes(column))
      problems.push({
        place: at(1, column),
        value: column,
        rule: `is not a catalogue column (they are: ${CSV_COLUMNS.join(', ')})`,
      });
  for (const column of REQUIRED_COLUMNS)
    if (header && !columns.includes(column))
      problems.push({ place: at(1, column), value: undefined, rule: 'is a required column' });
  const products = new Map<string, ProductRows>();
  let previousEnd = header?.info.lines ?? 0;
  let previousEmpty = header?.info.empty_lines ?? 0;
  for (const { record, info } of rows) {
    const line = previousEnd + 1 + (info.empty_lines - previousEmpty);
    previousEnd = info.lines;
    previousEmpty = info.empty_lines;
    const cells: Cells = Object.fromEntries(columns.map((column, index) => [column, record[index] ?? '']));
    if (!cells.slug) {
      problems.push({ place: at(line, 'slug'), value: undefined, rule: 'is required' });
      continue;
    }
    addRow(products, { cells, line, at, problems });
  }
  return describeSource([...products.values()], problems);
}

function addRow(
  products: Map<string, ProductRows>,
  {
    cells,
    line,
    at,
    problems,
  }: {
    cells: Cells;
    line: number;
    at: (line: number, column: string) => ProblemPlace;
    problems: ImportSource['problems'];
  },
): void {
  const slug = cells.slug!;
  const rows = products.get(slug) ?? {
    slug,
    product: { slug },
    lines: { slug: line },
    firstLine: line,
    variants: [],
    variantLines: [],
  };
  products.set(slug, rows);
  for (const column of PRODUCT_COLUMNS) {
    const cell = cells[column] ?? '';
    if (cell === '') continue;
    const value = productValue(column, cell);
    if (rows.lines[column] === undefined) {
      rows.product[column] = value;
      rows.lines[column] = line;
    } else if (JSON.stringify(rows.product[column]) !== JSON.stringify(value))
      problems.push({
        place: at(line, column),
        value: cell,
        rule: `differs from line ${rows.lines[column]} (the rows of one slug are one product)`,
      });
  }
  const variant: Record<string, unknown> = { sku: cells.sku ?? '' };
  if (cells.variantName) variant.name = cells.variantName;
  variant.price = cells.price ? whole(cells.price) : undefined;
  if (cells.compareAtPrice) variant.compareAtPrice = whole(cells.compareAtPrice);
  if (cells.stock) variant.stock = whole(cells.stock);
  if (cells.variantImage) variant.image = cells.variantImage;
  if (cells.options) {
    const pairs = list(cells.options).map((pair) => pair.split('='));
    if (pairs.some((pair) => pair.length !== 2 || !pair[0]!.trim() || !pair[1]!.trim()))
      problems.push({
        place: at(line, 'options'),
        value: cells.options,
        rule: 'must be Name=Value pairs separated by |',
      });
    else variant.options = Object.fromEntries(pairs.map(([name, value]) => [name!.trim(), value!.trim()]));
  }
  if (variant.price === undefined) delete variant.price;
  rows.variants.push(variant);
  rows.variantLines.push(line);
}

/** The product's options: its variants' option names and values, in the order they first appear. */
function deriveOptions(variants: Array<Record<string, unknown>>) {
  const options = new Map<string, string[]>();
  for (const variant of variants)
    for (const [name, value] of Object.entries((variant.options as Record<string, string> | undefined) ?? {})) {
      const values = options.get(name) ?? [];
      if (!values.includes(value)) values.push(value);
      options.set(name, values);
    }
  return [...options].map(([name, values]) => ({ name, values }));
}

function describeSource(products: ProductRows[], problems: ImportSource['problems']): ImportSource {
  const document = {
    products: products.map((rows) => {
      const options = deriveOptions(rows.variants);
      return { ...rows.product, ...(options.length > 0 ? { options } : {}), variants: rows.variants };
    }),
  };
  return {
    document,
    problems,
    locate(index, field) {
      const rows = index === null ? undefined : products[index];
      if (!rows) return { row: null, field, label: field || 'the file' };
      const variant = /^variants\[(\d+)\](?:\.(\w+))?/.exec(field);
      const line = variant ? (rows.variantLines[Number(variant[1])] ?? rows.firstLine) : undefined;
      const column = variant
        ? (VARIANT_FIELD_COLUMN[variant[2] ?? 'sku'] ?? 'sku')
        : (/^\w+/.exec(field)?.[0] ?? 'slug');
      const row = line ?? rows.lines[column] ?? rows.firstLine;
      return {
        row,
        field: column === 'variants' ? 'sku' : column,
        label: `line ${row}, ${column === 'variants' ? 'sku' : column}`,
      };
    },
    nameRow: (index) => `line ${products[index]?.firstLine ?? '?'}`,
    rowOf: (index) => products[index]?.firstLine ?? 0,
  };
}
