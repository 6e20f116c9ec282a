// Holds the state in memory and, when a file is given, writes it atomically (temp file + rename) after each change,
// so a restart keeps carts, sessions and orders.
import fs from 'node:fs';
import path from 'node:path';
import type { PlatformState } from './types.ts';

export interface StateStore {
  readonly state: PlatformState;
  /** Call after a mutation: persists when a file is configured. */
  save(): void;
  /** Replaces the whole state (reset to seed). */
  replace(next: PlatformState): void;
}

export function createStateStore(seed: () => PlatformState, statePath?: string): StateStore {
  let state = statePath ? loadState(statePath) ?? seed() : seed();
  const store: StateStore = {
    get state() {
      return state;
    },
    save() {
      if (statePath) writeAtomically(statePath, JSON.stringify(state));
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
