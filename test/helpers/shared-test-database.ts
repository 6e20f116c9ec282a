// A database for tests that start platform processes of their own on one database (kill and restart, two at once):
// an SQLite file in a fresh directory, or, when the suite runs on PostgreSQL (SHOPKIT_PRIVATE_DATABASE_URL), a
// fresh schema there. `drop()` removes it.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface SharedTestDatabase {
  /** What to pass as `database` (startPlatform) or `--db` (the CLI). */
  location: string;
  dialect: 'sqlite' | 'postgres';
  drop(): Promise<void>;
}

export async function createSharedTestDatabase(env: NodeJS.ProcessEnv = process.env): Promise<SharedTestDatabase> {
  const server = env.SHOPKIT_PRIVATE_DATABASE_URL;
  if (!server) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shopkit-shared-'));
    return {
      location: path.join(dir, 'shop.db'),
      dialect: 'sqlite',
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const schema = `shopkit_shared_${randomBytes(6).toString('hex')}`;
  const url = new URL(server);
  url.searchParams.set('schema', schema);
  return {
    location: url.toString(),
    dialect: 'postgres',
    async drop() {
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      try {
        await client.query(`drop schema if exists "${schema}" cascade`);
      } finally {
        await client.end();
      }
    },
  };
}
