// Where a page's tag runtime lives, so a second copy of the bundle or a second `configure()` finds the first.
import type { TagRuntime } from './tags/tag-runtime.ts';

export const RUNTIME_KEY = Symbol.for('shopkit.tagRuntime');
export const runtimeSlot = globalThis as unknown as Record<symbol, TagRuntime | undefined>;
