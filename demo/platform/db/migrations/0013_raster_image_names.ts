// The image CDN serves raster art (docs/design.md, "The image CDN's raster art"): the stored image names of a
// database made before it end in `.svg`, which the CDN and the admin API no longer accept. Each becomes the same
// name ending in `.jpg`, on the product's images and on the variants that point at one of them.
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

export async function up(db: Kysely<any>): Promise<void> {
  await renameEndings(db, '.svg', '.jpg');
}

export async function down(db: Kysely<any>): Promise<void> {
  await renameEndings(db, '.jpg', '.svg');
}
