// A client wired to a fake fetch and memory storage, with retries that never sleep: the starting point of client tests.
import { createClientWith } from '../../src/client.ts';
import { createMemoryStorage } from '../../src/storage/memory-storage.ts';
import type { ShopkitClient, ShopkitConfig, StorageAdapter } from '../../src/types.ts';
import { type FakeFetch, type RouteTable, createFakeFetch } from './fake-fetch.ts';
import { DEMO_KEY } from './fixtures.ts';

export const TEST_API_URL = 'https://api.test';

export interface TestClient {
  client: ShopkitClient;
  fake: FakeFetch;
  storage: StorageAdapter;
  sleeps: number[];
}

/** The n-th consent id a test client makes: a fixed, well-formed version 4 UUID. */
export const testConsentId = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function createTestClient(routes: RouteTable = {}, config: Partial<ShopkitConfig> = {}): TestClient {
  const fake = createFakeFetch(routes);
  let decisions = 0;
  const storage = config.storage && typeof config.storage === 'object' ? config.storage : createMemoryStorage();
  const sleeps: number[] = [];
  const client = createClientWith(
    { publishableKey: DEMO_KEY, apiUrl: TEST_API_URL, fetch: fake.fetch, storage, ...config },
    {
      sleep: async (ms) => {
        sleeps.push(ms);
      },
      random: () => 0.5,
      now: () => Date.UTC(2026, 0, 15, 12),
      consentId: () => testConsentId(++decisions),
    },
  );
  return { client, fake, storage, sleeps };
}

/** The rejection of a promise that must reject. */
export async function rejectionOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a rejection');
}
