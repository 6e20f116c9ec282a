// The one Kysely plugin both engines run with: queries name tables and columns in camelCase (tables.ts), the database
// in snake_case. Only a row's own columns are renamed: a JSON object a statement builds (repo/products.ts reads a
// product's children as one object per row, which PostgreSQL hands over parsed) already has its keys as the platform
// names them, and renaming every key of every such object, on every read, is work for nothing.
import { CamelCasePlugin } from 'kysely';

export const columnNames = (): CamelCasePlugin => new CamelCasePlugin({ maintainNestedObjectKeys: true });
