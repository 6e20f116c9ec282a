import { expect } from 'chai';
import { createMemoryStorage } from '../../../src/storage/memory-storage.ts';
import { resolveStorage } from '../../../src/storage/resolve-storage.ts';
import type { StorageAdapter } from '../../../src/types.ts';
import { createManualClock, storageContract } from '../../helpers/storage-contract.ts';

storageContract(
  'memory',
  () => {
    const clock = createManualClock();
    return { adapter: createMemoryStorage(clock.now), advanceSeconds: clock.advanceSeconds };
  },
  { keepsTime: true },
);

function createAsyncCustomAdapter(): StorageAdapter {
  const map = new Map<string, string>();
  return {
    kind: 'redis-like',
    get: async (key) => map.get(key) ?? null,
    set: async (key, value) => {
      map.set(key, value);
    },
    remove: async (key) => {
      map.delete(key);
    },
  };
}

storageContract('custom adapter with async members', () => ({ adapter: createAsyncCustomAdapter() }));

describe('resolveStorage', () => {
  it('uses a custom adapter as is and reports its kind', () => {
    const adapter = createAsyncCustomAdapter();
    const resolved = resolveStorage(adapter, null, {});
    expect(resolved).to.deep.equal({ adapter, kind: 'redis-like', persistent: true });
  });

  it('reports a custom adapter without a kind as custom', () => {
    const resolved = resolveStorage({ get: () => null, set: () => undefined, remove: () => undefined }, null, {});
    expect(resolved.kind).to.equal('custom');
  });

  it('gives memory when asked for memory, and says it does not persist', () => {
    const resolved = resolveStorage('memory', null, {});
    expect(resolved).to.include({ kind: 'memory', persistent: false });
  });
});
