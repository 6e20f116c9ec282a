// The options matrix (issue 12): a product's options (`[{name, values}]`) and each variant's values and own image.
// Existing rows get no options: `[]` and `{}`, which is what a product without choices has.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('options', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .alterTable('variants')
    .addColumn('options', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema.alterTable('variants').addColumn('image_file', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('variants').dropColumn('image_file').execute();
  await db.schema.alterTable('variants').dropColumn('options').execute();
  await db.schema.alterTable('products').dropColumn('options').execute();
}
