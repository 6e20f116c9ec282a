// The lazy build's chunks: ES modules in `chunks/` beside the script that loaded Shopkit, so
// `/shopkit@0.2.0/shopkit.js` loads `/shopkit@0.2.0/chunks/...` from whatever origin served it. A chunk is fetched
// with its imports in parallel (modulepreload links), and reads the modules the loader already holds from it instead
// of carrying copies.
import { CHUNK_FILES, SHARED_KEY, sharedModules } from './lazy-build.ts';

/** The chunk folder, from the script element running now (the loader runs synchronously, as a classic script). */
const CHUNK_BASE = ((): string | null => {
  if (typeof document === 'undefined') return null;
  const script = document.currentScript;
  return script instanceof HTMLScriptElement && script.src ? new URL('chunks/', script.src).href : null;
})();

const hinted = new Set<string>();

/**
 * Starts fetching the named chunks and every chunk they import, each file once (nothing in the single-file builds).
 * The links go into <head> in one insertion: one at a time, each costs the page a separate round of DOM mutation work
 * (observers included), which adds up with a page's thirty files on a slow phone.
 */
export function hintChunks(names: Iterable<string>): void {
  if (!CHUNK_BASE) return;
  const links = document.createDocumentFragment();
  for (const name of names) {
    for (const file of CHUNK_FILES[name] ?? []) {
      if (hinted.has(file)) continue;
      hinted.add(file);
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = CHUNK_BASE + file;
      links.append(link);
    }
  }
  if (links.childNodes.length > 0) document.head.append(links);
}

/** Starts fetching one chunk and every chunk it imports. */
export const hintChunk = (name: string): void => hintChunks([name]);

/** Imports a chunk by name; the lazy build puts a call to this in place of each dynamic import() of the loader. */
export function importChunk(name: string): Promise<object> {
  const entry = CHUNK_FILES[name]?.[0];
  if (!CHUNK_BASE || !entry)
    return Promise.reject(new Error(`Shopkit: cannot find its chunk "${name}"; load shopkit.js with a script tag.`));
  const slot = globalThis as unknown as Record<symbol, Readonly<Record<number, object>> | undefined>;
  slot[Symbol.for(SHARED_KEY)] ??= sharedModules();
  hintChunk(name);
  return import(CHUNK_BASE + entry);
}
