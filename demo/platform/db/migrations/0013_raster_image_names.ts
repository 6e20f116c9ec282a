// The image CDN serves raster art (docs/design.md, "The image CDN's raster art"): the stored image names of a
// database made before it end in `.svg`, which the CDN and the admin API no longer accept. Each becomes the same
// name ending in `.jpg`, on the product's images and on the variants that point at one of them, and on the priced
// lines that checkout sessions and orders keep (their `imageFile`), so an old order still shows its pictures.
import { sql, type Kysely } from 'kysely';

const IMAGE_COLUMNS = [
  { table: 'product_images', column: 'file' },
  { table: 'variants', column: 'image_file' },
] as const;

/** Every stored image name ending in `from` ends in `to` instead (both four characters, the dot included). */
async function renameEndings(db: Kysely<any>, from: string, to: string): Promise<void> {
  for (const { table, column } of IMAGE_COLUMNS) {
    const name = sql.ref(column);
    await db
      .updateTable(table)
      .set({ [column]: sql<string>`substr(${name}, 1, length(${name}) - 4) || ${to}` })
      .where(column, 'like', `%${from}`)
      .execute();
  }
}

/** Tables whose `lines` column holds priced lines as JSON, each with its `imageFile`. */
const LINE_TABLES = ['checkout_sessions', 'orders'] as const;
const LINE_BATCH = 500;

/**
 * Every priced line's `imageFile` ending in `from` ends in `to`. The lines are read and written as JSON, a batch of
 * rows at a time in id order, so no other text in a line (a product named "logo.svg") is touched.
 */
async function renameLineImages(db: Kysely<any>, from: string, to: string): Promise<void> {
  for (const table of LINE_TABLES) {
    let after = '';
    for (;;) {
      const rows: Array<{ id: string; lines: string }> = await db
        .selectFrom(table)
        .select(['id', 'lines'])
        .where('id', '>', after)
        .where('lines', 'like', `%${from}%`)
        .orderBy('id')
        .limit(LINE_BATCH)
        .execute();
      for (const row of rows) {
        const lines = JSON.parse(row.lines) as Array<{ imageFile?: string | null }>;
        let changed = false;
        for (const line of lines) {
          if (typeof line.imageFile === 'string' && line.imageFile.endsWith(from)) {
            line.imageFile = line.imageFile.slice(0, -from.length) + to;
            changed = true;
          }
        }
        if (changed)
          await db
            .updateTable(table)
            .set({ lines: JSON.stringify(lines) })
            .where('id', '=', row.id)
            .execute();
      }
      if (rows.length < LINE_BATCH) break;
      after = rows.at(-1)!.id;
    }
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await renameEndings(db, '.svg', '.jpg');
  await renameLineImages(db, '.svg', '.jpg');
}

export async function down(db: Kysely<any>): Promise<void> {
  await renameEndings(db, '.jpg', '.svg');
  await renameLineImages(db, '.jpg', '.svg');
}
