// How the script tag's code arrives. Every module that is imported on demand (an element's module, a client part, the
// cart drawer, a language pack, ...) is written as a plain `import('./module.ts')`, which the sources,
// dist/shopkit.full.js and a merchant's bundler take as it is. The script tag's build (scripts/build-script-tag.mjs)
// writes each such import as `importOnDemand('<the module's path in the repository>')`: the module's file and the
// shared files it imports are fetched from the chunk folder the chunk manifest names, all at once (modulepreload).
//
// A file that failed is fetched again by the next call, from a URL this page has not used: some browsers keep a
// failed module import for the life of the page and answer every later import of that URL with the same failure,
// without asking the network. A file no other file imports is retried under a fresh fragment (its imports, already
// loaded, stay what they are); a shared file (one others import statically) is retried together with every file below
// it from its folder spelled another way (`runtime/` as `%72untime/`): servers read the two spellings as the same
// folder (RFC 3986, section 6.2.2.2), browsers keep them apart (docs/design.md, "Retries").

/** What the build writes into the script tag (scripts/build-script-tag.mjs): file names relative to the chunk folder. */
export interface ChunkManifest {
  version: string;
  /** The core module every page runs. */
  core: string;
  /** The file of every module imported on demand, by its path in the repository (`components/shop-cart.ts`). */
  modules: Readonly<Record<string, string>>;
  /** The shared files a file imports statically (the core left out), outermost first. */
  needs: Readonly<Record<string, readonly string[]>>;
  /** The files other files import statically (each heads a folder of its own). */
  shared: readonly string[];
}

interface Chunks {
  manifest: ChunkManifest;
  /** The chunk folder, as the core was loaded from it. */
  base: string;
}

let chunks: Chunks | null = null;
/** Folder -> how many times it has been spelled anew; file -> how many times it has been retried. */
const spellings = new Map<string, number>();
const retries = new Map<string, number>();
const imports = new Map<string, Promise<object>>();
const hinted = new Set<string>();

/** Switches to the chunk files of `manifest`, found under `base` (the folder the core module came from). */
export function useChunkManifest(manifest: ChunkManifest, base: string): void {
  chunks = { manifest, base };
}

/** `name` with some of its characters percent-encoded: round 0 is the name itself, each round another spelling. */
export function spellFolder(name: string, round: number): string {
  const variants = 2 ** name.length - 1;
  const pattern = Math.min(round, variants);
  return [...name]
    .map((char, index) =>
      pattern & (1 << index) ? `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}` : char,
    )
    .join('');
}

function urlOf({ base, manifest }: Chunks, file: string): string {
  const segments = file.split('/');
  const name = segments.pop()!;
  let folder = '';
  const spelled = segments.map((segment) => {
    folder += `${segment}/`;
    return spellFolder(segment, spellings.get(folder) ?? 0);
  });
  const retry = manifest.shared.includes(file) ? 0 : (retries.get(file) ?? 0);
  return `${base}${[...spelled, name].join('/')}${retry > 0 ? `#retry-${retry}` : ''}`;
}

/** The next attempt at `file` uses a URL the page has not used yet. */
function retryLater(manifest: ChunkManifest, file: string): void {
  if (!manifest.shared.includes(file)) {
    retries.set(file, (retries.get(file) ?? 0) + 1);
    return;
  }
  const folder = file.slice(0, file.lastIndexOf('/') + 1);
  // Nothing below it has loaded (each file there imports it), so all of them move to the new spelling together.
  spellings.set(folder, (spellings.get(folder) ?? 0) + 1);
}

function importFile(current: Chunks, file: string): Promise<object> {
  let pending = imports.get(file);
  if (!pending) {
    pending = (import(/* @vite-ignore */ urlOf(current, file)) as Promise<object>).catch((error: unknown) => {
      imports.delete(file);
      retryLater(current.manifest, file);
      throw error;
    });
    imports.set(file, pending);
  }
  return pending;
}

function filesOf(manifest: ChunkManifest, path: string): string[] | null {
  const file = manifest.modules[path];
  return file ? [...(manifest.needs[file] ?? []), file] : null;
}

/**
 * Imports the module at `path` (its path in the repository, `components/shop-cart.ts`) from its file, after the
 * shared files it needs. The script tag's build writes every on-demand `import()` as a call of this.
 */
export async function importOnDemand<T extends object>(path: string): Promise<T> {
  const current = chunks;
  const files = current && filesOf(current.manifest, path);
  if (!files) throw new Error(`Shopkit: ${path} is in no chunk file`);
  hintModules([path]);
  let module: object = {};
  for (const file of files) module = await importFile(current, file);
  return module as T;
}

/** Starts fetching the files of these modules and of the shared files they need, all at once (modulepreload). */
export function hintModules(paths: Iterable<string>, doc: Document = document): void {
  const current = chunks;
  if (!current) return;
  const links = doc.createDocumentFragment();
  for (const path of paths) {
    for (const file of filesOf(current.manifest, path) ?? []) {
      const url = urlOf(current, file);
      if (hinted.has(url) || imports.has(file)) continue;
      hinted.add(url);
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.href = url;
      links.append(link);
    }
  }
  if (links.childNodes.length > 0) doc.head.append(links);
}
