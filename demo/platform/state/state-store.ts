// Holds the state in memory and, when a file is given, writes it atomically (temp file + rename) after each change,
// so a restart keeps carts, sessions and orders. The code that makes an order or product change names it when it
// saves (`save(event)`), and listeners (webhooks) hear it after it is persisted: no diffing of the whole state.
import fs from 'node:fs';
import path from 'node:path';
import type { PlatformState } from './types.ts';

/** The order and product changes the spec's webhooks report, named where they happen. */
export type StateEventType =
  'order.new' | 'order.done' | 'order.cancelled' | 'product.add' | 'product.update' | 'product.delete';
export interface StateEvent {
  shopId: string;
  event: StateEventType;
  targetId: string;
}

export interface StateStore {
  readonly state: PlatformState;
  /** Call after a mutation: persists when a file is configured, then tells listeners of the events it names. */
  save(...events: StateEvent[]): void;
  /** Hears the events of every later save; returns the unsubscribe function. */
  onEvents(listener: (events: StateEvent[]) => void): () => void;
  /** Replaces the whole state (reset to seed). */
  replace(next: PlatformState): void;
}

export function createStateStore(seed: () => PlatformState, statePath?: string): StateStore {
  let state = statePath ? (loadState(statePath) ?? seed()) : seed();
  const listeners = new Set<(events: StateEvent[]) => void>();
  const store: StateStore = {
    get state() {
      return state;
    },
    save(...events) {
      if (statePath) writeAtomically(statePath, JSON.stringify(state));
      if (events.length > 0) for (const listener of [...listeners]) listener(events);
    },
    onEvents(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    replace(next) {
      state = next;
      store.save();
    },
  };
  store.save();
  return store;
}

export function loadState(statePath: string): PlatformState | null {
  if (!fs.existsSync(statePath)) return null;
  const parsed = JSON.parse(fs.readFileSync(statePath, 'utf8')) as Partial<PlatformState>;
  if (parsed.version !== 1 || !Array.isArray(parsed.shops)) {
    throw new Error(`state file ${statePath} is not a Shopkit platform state (version 1)`);
  }
  return parsed as PlatformState;
}

function writeAtomically(target: string, text: string): void {
  const temp = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.tmp`);
  fs.writeFileSync(temp, text);
  fs.renameSync(temp, target);
}
