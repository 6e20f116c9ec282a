// The lazy build: dist/shopkit.js (the loader, a classic script) and dist/chunks/ (ES modules: one entry per element
// and per client part, and the code they share, such as lit and the element runtime). Three esbuild passes:
// 1. the loader's module graph with every dynamic import() left out: the modules the loader holds, and the targets of
//    its dynamic imports (the tag table in components/define.ts, the client parts in src/client-parts.ts);
// 2. the chunks, one entry per target. A module the loader holds is never copied into a chunk: the chunk reads it
//    from the loader (under SHARED_KEY), so a page has one client registry and one cart store per client;
// 3. the loader, each dynamic import() replaced by importChunk(name), with the chunk files of every name and the
//    modules the chunks read from it (components/internal/loader/lazy-build.ts).
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { shippedSourcePlugin } from './shipped-source.mjs';

const LAZY_BUILD_MODULE = 'components/internal/loader/lazy-build.ts';
const CHUNK_LOADER_MODULE = 'components/internal/loader/chunks.ts';
const DYNAMIC_IMPORT = /\bimport\(\s*(['"])([^'"]+)\1\s*\)/g;

const relative = (root, file) => path.relative(root, file).split(path.sep).join('/');

/** Pass 1: the loader's modules, and every dynamic import target with the module that imports it. */
async function analyseLoader(options) {
  const targets = new Map();
  const recordDynamicImports = {
    name: 'record-dynamic-imports',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind !== 'dynamic-import') return undefined;
        const file = path.resolve(args.resolveDir, args.path);
        const name = path.basename(file).replace(/\.[jt]s$/, '');
        const known = targets.get(name);
        if (known && known.file !== file)
          throw new Error(`build-lazy: two chunks named ${name}: ${known.file}, ${file}`);
        targets.set(name, { file, importer: args.importer });
        return { path: args.path, external: true };
      });
    },
  };
  const result = await build({ ...options, write: false, metafile: true, plugins: [recordDynamicImports] });
  const modules = new Set(Object.keys(result.metafile.inputs));
  for (const [name, target] of targets) {
    if (modules.has(relative(options.absWorkingDir, target.file)))
      throw new Error(`build-lazy: ${name} is both in the loader and a chunk`);
  }
  return { modules, targets };
}

/**
 * The dynamic import targets in the order they are written: importers by path, then each importer's imports from
 * top to bottom. esbuild reports them in whatever order its resolvers finish, and the order of the entry points
 * changes the chunks' bytes and names; in source order the same sources always make the same files, and an element
 * added at the end of the tag table leaves the other entries where they were.
 */
export async function inSourceOrder(root, targets) {
  const position = new Map();
  const importers = [...new Set([...targets.values()].map((target) => target.importer))].sort();
  for (const [rank, importer] of importers.entries()) {
    const source = await fs.promises.readFile(importer, 'utf8');
    for (const match of source.matchAll(DYNAMIC_IMPORT)) {
      const file = path.resolve(path.dirname(importer), match[2]);
      if (!position.has(file)) position.set(file, [rank, match.index]);
    }
  }
  const placed = [...targets].map(([name, target]) => {
    const found = position.get(target.file);
    if (!found)
      throw new Error(`build-lazy: cannot find the import() of ${name} in ${relative(root, target.importer)}`);
    return { entry: [name, target], rank: found[0], offset: found[1] };
  });
  placed.sort((a, b) => a.rank - b.rank || a.offset - b.offset);
  return placed.map(({ entry }) => entry);
}

const exported = new Map();

/** The names a module exports, as esbuild sees them after bundling it alone. */
function exportsOf(root, file) {
  if (!exported.has(file)) exported.set(file, readExports(root, file));
  return exported.get(file);
}

async function readExports(root, file) {
  const result = await build({
    entryPoints: [path.join(root, file)],
    absWorkingDir: root,
    bundle: true,
    format: 'esm',
    write: false,
    metafile: true,
    outdir: 'unused',
    platform: 'browser',
    logLevel: 'silent',
    packages: 'external',
  });
  return Object.values(result.metafile.outputs).find((output) => output.entryPoint)?.exports ?? [];
}

/**
 * Pass 2 plugin: imports of a loader module become reads from the loader's instance. A module is numbered by its
 * place among the loader's modules (sorted), so the numbers do not depend on the order esbuild resolves in.
 */
function sharedFromLoader(root, loaderModules, sharedKey, shared) {
  const numbers = new Map([...loaderModules].sort().map((file, index) => [file, index]));
  return {
    name: 'shared-from-loader',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData?.resolving || args.kind === 'entry-point' || args.namespace !== 'file') return undefined;
        const resolved = await pluginBuild.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: { resolving: true },
        });
        if (resolved.errors.length > 0 || resolved.external) return undefined;
        const file = relative(root, resolved.path);
        if (!loaderModules.has(file)) return undefined;
        shared.add(file);
        // One copy per importer: it holds nothing but reads, so no tiny chunk is split off to share it.
        return { path: `${file}?${relative(root, args.importer)}`, namespace: 'shopkit-shared' };
      });
      pluginBuild.onLoad({ filter: /.*/, namespace: 'shopkit-shared' }, async (args) => {
        const file = args.path.slice(0, args.path.indexOf('?'));
        const index = numbers.get(file);
        const names = await exportsOf(root, file);
        const lines = [
          `const loaded = globalThis[Symbol.for(${JSON.stringify(sharedKey)})][${index}];`,
          'const pick = (name) => loaded[name];',
          ...names.map((name) => `export const ${name} = /* @__PURE__ */ pick(${JSON.stringify(name)});`),
        ];
        return { contents: lines.join('\n'), loader: 'js', resolveDir: root };
      });
    },
  };
}

/** The files each chunk name needs: its entry first, then every chunk it imports statically, transitively. */
function chunkFiles(metafile, outdir, root) {
  const outputs = metafile.outputs;
  const closure = (output, seen = new Set()) => {
    if (seen.has(output)) return seen;
    seen.add(output);
    for (const dependency of outputs[output].imports) {
      if (dependency.kind === 'import-statement' && outputs[dependency.path]) closure(dependency.path, seen);
    }
    return seen;
  };
  const files = {};
  for (const [output, info] of Object.entries(outputs)) {
    if (!info.entryPoint || !output.endsWith('.js')) continue;
    const name = path.basename(info.entryPoint).replace(/\.[jt]s$/, '');
    files[name] = [...closure(output)].map((file) => relative(path.join(root, outdir), path.join(root, file)));
  }
  return files;
}

/** Pass 3 plugin: dynamic imports become importChunk(name); lazy-build.ts gets the chunk files and shared modules. */
function loaderWithChunks({ root, modules, targets, files, sharedKey, shared }) {
  const importers = new Set([...targets.values()].map((target) => target.importer));
  const nameOf = (importer, specifier) => {
    const file = path.resolve(path.dirname(importer), specifier);
    for (const [name, target] of targets) if (target.file === file) return name;
    throw new Error(`build-lazy: ${relative(root, importer)} imports ${specifier}, which is no chunk`);
  };
  return {
    name: 'loader-with-chunks',
    setup(pluginBuild) {
      pluginBuild.onLoad({ filter: /\.ts$/ }, async (args) => {
        const file = relative(root, args.path);
        if (file === LAZY_BUILD_MODULE) {
          const numbers = [...modules].sort();
          const used = [...shared].sort().map((module) => [numbers.indexOf(module), path.join(root, module)]);
          const contents = [
            ...used.map(([number, module]) => `import * as shared${number} from ${JSON.stringify(module)};`),
            `export const CHUNK_FILES = ${JSON.stringify(files)};`,
            `export const SHARED_KEY = ${JSON.stringify(sharedKey)};`,
            `export const sharedModules = () => ({ ${used.map(([number]) => `${number}: shared${number}`).join(', ')} });`,
          ].join('\n');
          return { contents, loader: 'ts' };
        }
        if (!importers.has(args.path)) return undefined;
        const source = await fs.promises.readFile(args.path, 'utf8');
        const loader = JSON.stringify(path.join(root, CHUNK_LOADER_MODULE));
        const rewritten = source.replace(DYNAMIC_IMPORT, (_, quote, specifier) => {
          return `importChunk(${JSON.stringify(nameOf(args.path, specifier))})`;
        });
        return { contents: `import { importChunk } from ${loader};${rewritten}`, loader: 'ts' };
      });
    },
  };
}

/**
 * Builds dist/shopkit.js and dist/chunks/. `loader` and `chunks` are esbuild options without entry points; plugins in
 * `plugins` (the CSS minifier) apply to both. Returns the metafiles and the chunk files by name.
 */
export async function buildLazy({ root, entry, outfile, chunkDir, loader, chunks, plugins, version }) {
  const sharedKey = `shopkit.modules@${version}`;
  const loaderOptions = { ...loader, absWorkingDir: root, entryPoints: [entry], outfile };
  const { modules, targets } = await analyseLoader(loaderOptions);
  const shared = new Set();
  const entries = await inSourceOrder(root, targets);
  const chunkResult = await build({
    ...chunks,
    absWorkingDir: root,
    entryPoints: Object.fromEntries(entries.map(([name, target]) => [name, target.file])),
    outdir: chunkDir,
    format: 'esm',
    splitting: true,
    entryNames: '[name]-[hash]',
    chunkNames: 'shared-[hash]',
    metafile: true,
    plugins: [sharedFromLoader(root, modules, sharedKey, shared), ...plugins],
  });
  const files = chunkFiles(chunkResult.metafile, chunkDir, root);
  const loaderResult = await build({
    ...loaderOptions,
    metafile: true,
    plugins: [loaderWithChunks({ root, modules, targets, files, sharedKey, shared }), ...plugins],
  });
  return { loader: loaderResult.metafile, chunks: chunkResult.metafile, files, shared: [...shared].sort() };
}

/**
 * The script-tag build as npm run build makes it: dist/shopkit.js and dist/chunks/ below `outdir`, from the sources in
 * `root`, with the shipped-source transforms. `common` holds the options every shipped bundle shares.
 */
export function buildScriptTag({ root, outdir, version, common }) {
  return buildLazy({
    root,
    entry: 'components/cdn.ts',
    outfile: path.join(outdir, 'shopkit.js'),
    chunkDir: path.join(outdir, 'chunks'),
    loader: { ...common, format: 'iife', globalName: 'Shopkit', platform: 'browser', minify: true },
    chunks: { ...common, platform: 'browser', minify: true },
    plugins: [shippedSourcePlugin],
    version,
  });
}
