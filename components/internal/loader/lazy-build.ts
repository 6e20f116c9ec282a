// What the lazy build (scripts/build-lazy.mjs) writes into dist/shopkit.js in place of this file: the chunk files and
// the modules the chunks share with the loader. Empty here, so the single-file builds and the tests fetch nothing.

/** The files of each chunk by name (an element's tag or a client part): the entry first, then what it imports. */
export const CHUNK_FILES: Readonly<Record<string, readonly string[]>> = {};

/** The global under which the loader hands its modules to the chunks, by the number the chunks know them by. */
export const SHARED_KEY = '';

export const sharedModules = (): Readonly<Record<number, object>> => ({});
