// Starts the platform on free ports for a test file and calls it: every API answer is checked against the contract.
import { startPlatform, type PlatformOptions, type RunningPlatform } from '../../../demo/platform/start-platform.ts';
import { assertMatchesContract } from './contract.ts';

export interface ApiAnswer<T = any> {
  status: number;
  headers: Headers;
  body: T;
}
export interface CallOptions {
  key?: string | null;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  idempotencyKey?: string;
}

export interface PlatformFixture {
  readonly platform: RunningPlatform;
  call<T = any>(method: string, path: string, options?: CallOptions): Promise<ApiAnswer<T>>;
  admin<T = any>(method: string, path: string, body?: unknown): Promise<ApiAnswer<T>>;
  close(): Promise<void>;
}

/** The storefront origins the node tests hand off to (a test about the origin rule passes its own). */
export const TEST_STOREFRONT_ORIGINS = [
  'http://127.0.0.1:9',
  'http://127.0.0.1',
  'https://shop.example',
  'http://a.test',
];

export async function startFixture(options: PlatformOptions = {}): Promise<PlatformFixture> {
  const platform = await startPlatform({
    ports: { api: 0, checkout: 0, cdn: 0, admin: 0 },
    storefrontOrigins: { demo: TEST_STOREFRONT_ORIGINS, legacy: TEST_STOREFRONT_ORIGINS },
    ...options,
  });
  return {
    platform,
    async call(method, path, options = {}) {
      const key = options.key === undefined ? platform.keys.demo : options.key;
      const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
      if (key !== null) headers.authorization = `Bearer ${key}`;
      if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
      const text = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
      if (text !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
      const response = await fetch(`${platform.urls.api}${path}`, {
        method,
        headers,
        ...(text === undefined ? {} : { body: text }),
      });
      const raw = await response.text();
      const body = raw === '' ? undefined : JSON.parse(raw);
      assertMatchesContract(method, new URL(path, 'http://x').pathname, response.status, body);
      return { status: response.status, headers: response.headers, body };
    },
    async admin(method, path, body) {
      const response = await fetch(`${platform.urls.admin}${path}`, {
        method,
        headers: { authorization: `Bearer ${platform.adminToken}`, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const raw = await response.text();
      return { status: response.status, headers: response.headers, body: raw === '' ? undefined : JSON.parse(raw) };
    },
    close: () => platform.close(),
  };
}

/** A JSON snapshot of what requests change (carts, sessions, orders, stock), to prove a refused one changed nothing. */
export async function snapshotState(fixture: PlatformFixture): Promise<string> {
  const { kysely } = fixture.platform.db;
  const [carts, sessions, orders, stock] = await Promise.all([
    kysely.selectFrom('carts').selectAll().orderBy('id').execute(),
    kysely.selectFrom('checkoutSessions').selectAll().orderBy('id').execute(),
    kysely.selectFrom('orders').selectAll().orderBy('id').execute(),
    kysely.selectFrom('variants').select(['id', 'stock']).orderBy('id').execute(),
  ]);
  return JSON.stringify({ carts, sessions, orders, stock });
}

/** How many rows `table` holds. */
export async function countRows(
  fixture: PlatformFixture,
  table: 'carts' | 'orders' | 'checkoutSessions',
): Promise<number> {
  const row = await fixture.platform.db.kysely
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
