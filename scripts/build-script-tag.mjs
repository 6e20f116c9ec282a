// The script tag's build: dist/shopkit.js (a small classic script, components/cdn.ts) and dist/chunks/ (ES modules:
// the core every page runs and one file per group of scripts/chunk-groups.mjs). Three esbuild calls:
// 1. the whole module graph, not written: its metafile says which module imports which (group-graph.mjs groups it);
// 2. every group in one call, each entry re-exporting the modules other groups import from it; an import of a module
//    of another group stays an import of that group's file (esbuild keeps it external), so each module ships once.
//    Built twice: the first build, not written, says which names each file takes from each other file
//    (chunk-imports.mjs); the written one imports them through one module per pair of files, which esbuild writes as
//    one import statement instead of one per importing module. A name that only other chunk files import (not one
//    of a group's entries, which the loader reads by name) crosses between files under a short alias, given here
//    (the entries' names come from one more esbuild call, with each entry as an entry point);
// 3. the script tag, with the chunk manifest (file names, what each file needs) written into its entry.
// The files are named by one build id, a hash of every input, of the build scripts and of the options, so the same
// sources give the same files. A last pass bundles the written files again, which makes esbuild check that every name
// one file imports from another is exported there.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CHUNK_GROUPS, CORE_ENTRY } from './chunk-groups.mjs';
import { readChunkImports } from './chunk-imports.mjs';
import { groupGraph, readGraph } from './group-graph.mjs';
import { shippedSourcePlugin } from './shipped-source.mjs';

const GROUP_NAMESPACE = 'shopkit-group';
const ALL_NAMESPACE = 'shopkit-all';
const IMPORTS_NAMESPACE = 'shopkit-imports';

async function analyse(root, common) {
  const entryPoints = Object.values(CHUNK_GROUPS).flatMap((group) => group.modules);
  const result = await build({
    ...common,
    absWorkingDir: root,
    entryPoints,
    format: 'esm',
    splitting: true,
    write: false,
    metafile: true,
    outdir: 'analysis',
    sourcemap: false,
    plugins: [shippedSourcePlugin],
  });
  return result.metafile;
}

/** The module graph of the sources in `root` and its groups (group-graph.mjs), without writing anything. */
export async function groupScriptTag({ root, common }) {
  const analysis = await analyse(root, common);
  const graph = readGraph(analysis);
  return { analysis, graph, ...groupGraph(graph, CHUNK_GROUPS) };
}

/** The scripts that decide how the chunk files are written: a change in them changes the files too. */
const BUILD_SCRIPTS = [
  'build-script-tag.mjs',
  'chunk-groups.mjs',
  'chunk-imports.mjs',
  'group-graph.mjs',
  'shipped-source.mjs',
].map((name) => new URL(name, import.meta.url));

/**
 * A hash of every input's text, of the build scripts and of the options: the same sources, scripts and options name
 * the files the same, and files written differently never share a name (a CDN may keep a file forever by its name).
 * A path in the options (the tsconfig's) is hashed from `root`, so a checkout in another folder names them the same.
 */
function buildId(root, metafile, options) {
  const withinRoot = (_key, value) =>
    typeof value === 'string' && path.isAbsolute(value) ? path.relative(root, value) : value;
  const hash = createHash('sha256').update(JSON.stringify(options, withinRoot));
  for (const script of BUILD_SCRIPTS) hash.update(fs.readFileSync(script));
  for (const file of Object.keys(metafile.inputs).sort()) {
    hash.update(file);
    hash.update(fs.readFileSync(path.join(root, file)));
  }
  return hash.digest('base64url').replace(/[-_]/g, '').slice(0, 8).toUpperCase();
}

/** For each group, the modules its file re-exports: its entries and every module another group imports from it. */
function facades(graph, groups, owners) {
  const exported = new Map([...groups.values()].map((group) => [group.name, new Set(group.entries)]));
  for (const [file, node] of graph) {
    for (const target of [...node.statics, ...node.dynamics]) {
      const owner = owners.get(target);
      if (owner && owner !== owners.get(file)) exported.get(owner).add(target);
    }
  }
  return exported;
}

const relativeUrl = (fromFile, toFile) => {
  const relative = path.posix.relative(path.posix.dirname(fromFile), toFile);
  return relative.startsWith('.') ? relative : `./${relative}`;
};

const exportName = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));

/**
 * The module through which one group's file takes, in one statement, the names it uses from another group's file
 * (under their aliases there, `aliases`: name -> alias).
 */
function importsModule(fromFile, toFile, names, aliases) {
  const url = JSON.stringify(relativeUrl(fromFile, toFile));
  if (!names) return '';
  if (names.size === 0) return `import ${url};`;
  const specifiers = [...names].map((name) =>
    aliases.has(name) ? `${aliases.get(name)} as ${exportName(name)}` : exportName(name),
  );
  return `export { ${specifiers.join(', ')} } from ${url};`;
}

/** The names each of `modules` exports, from the metafile of a build that has each of them as an entry. */
async function readModuleExports(root, common, modules) {
  const result = await build({
    ...common,
    absWorkingDir: root,
    entryPoints: modules,
    format: 'esm',
    splitting: true,
    write: false,
    metafile: true,
    outdir: 'exports',
    sourcemap: false,
    minify: false,
    plugins: [shippedSourcePlugin],
  });
  const exportsOf = new Map();
  for (const output of Object.values(result.metafile.outputs))
    if (output.entryPoint) exportsOf.set(output.entryPoint, output.exports);
  return exportsOf;
}

const RESERVED = new Set(['do', 'if', 'in']);

/** Short identifiers in order: a..z, A..Z, then two characters (the second may be a digit). */
function* shortNames() {
  const first = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const next = `${first}0123456789`;
  for (const a of first) yield a;
  for (const a of first) for (const b of next) if (!RESERVED.has(a + b)) yield a + b;
}

/**
 * Short aliases for the names that cross between chunk files: for each group, name -> alias for every name another
 * file imports from it that is not one of its entries' (an entry's names stay whole: the loader reads them from the
 * module, window.Shopkit shows the core's api). `imported` is each file's names from each other file (the first
 * build). Returns the aliases and each group's entries' names.
 */
async function aliasCrossingNames({ root, common, groups, exported, fileOf, imported }) {
  const entries = new Set([...groups.values()].flatMap((group) => group.entries));
  const exportsOf = await readModuleExports(root, common, [...entries].sort());
  const aliases = new Map();
  const whole = new Map();
  for (const group of exported.keys()) {
    const file = fileOf(group);
    const names = new Set(groups.get(group).entries.flatMap((module) => exportsOf.get(module) ?? []));
    const wanted = new Set();
    for (const byFile of imported.values())
      for (const crossing of byFile.get(file) ?? []) if (!names.has(crossing)) wanted.add(crossing);
    const free = shortNames();
    const short = new Map();
    for (const crossing of [...wanted].sort()) {
      let alias = free.next().value;
      while (names.has(alias)) alias = free.next().value;
      short.set(crossing, alias);
    }
    aliases.set(group, short);
    whole.set(group, [...names].sort());
  }
  return { aliases, whole };
}

/**
 * A group's modules, every export of each (`export *`): what its file's facade takes its names from. A name two of
 * them export with different bindings is ambiguous there, and esbuild fails the build when the facade names it.
 */
function groupModules(root, files) {
  return [...files].map((module) => `export * from ${JSON.stringify(path.join(root, module))};`).join('\n');
}

/**
 * A group file's facade. In the first build, every export of its modules, whole; in the written one (`aliases` and
 * `whole`), its entries' names whole and the other names another file imports under their aliases.
 */
function facadeModule(group, files, root, aliases, whole) {
  if (!aliases) return groupModules(root, files);
  const from = JSON.stringify(`${ALL_NAMESPACE}:${group}`);
  const specifiers = [
    ...whole.map(exportName),
    ...[...aliases].map(([name, alias]) => `${exportName(name)} as ${alias}`),
  ];
  return specifiers.length > 0 ? `export { ${specifiers.join(', ')} } from ${from};` : `import ${from};`;
}

/**
 * Each group's entry re-exports its modules; an import of another group's module becomes an import of its file.
 * With `imported` (each file's names from each other file, read from a first build), a group's static imports of
 * another group go through one module per pair of groups, so that each file imports each other file once.
 */
function groupPlugin({ root, owners, exported, fileOf, imported, aliases, whole }) {
  return {
    name: 'shopkit-groups',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /.*/, namespace: IMPORTS_NAMESPACE }, (args) => ({
        path: args.path,
        external: true,
      }));
      pluginBuild.onLoad({ filter: /.*/, namespace: IMPORTS_NAMESPACE }, (args) => {
        const [from, to] = args.path.split('>');
        const [fromFile, toFile] = [fileOf(from), fileOf(to)];
        const names = imported.get(fromFile)?.get(toFile);
        return { contents: importsModule(fromFile, toFile, names, aliases.get(to)), loader: 'js' };
      });
      pluginBuild.onResolve({ filter: new RegExp(`^${GROUP_NAMESPACE}:`) }, (args) => ({
        path: args.path.slice(GROUP_NAMESPACE.length + 1),
        namespace: GROUP_NAMESPACE,
      }));
      pluginBuild.onLoad({ filter: /.*/, namespace: GROUP_NAMESPACE }, (args) => ({
        contents: facadeModule(
          args.path,
          exported.get(args.path),
          root,
          aliases?.get(args.path),
          whole?.get(args.path),
        ),
        resolveDir: root,
        loader: 'js',
      }));
      pluginBuild.onResolve({ filter: new RegExp(`^${ALL_NAMESPACE}:`) }, (args) => ({
        path: args.path.slice(ALL_NAMESPACE.length + 1),
        namespace: ALL_NAMESPACE,
      }));
      pluginBuild.onLoad({ filter: /.*/, namespace: ALL_NAMESPACE }, (args) => ({
        contents: groupModules(root, exported.get(args.path)),
        resolveDir: root,
        loader: 'js',
      }));
      pluginBuild.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData?.resolving || args.kind === 'entry-point') return undefined;
        const inGroup = args.namespace === GROUP_NAMESPACE || args.namespace === ALL_NAMESPACE;
        const from = inGroup ? args.importer : owners.get(path.relative(root, args.importer));
        if (!from) return undefined;
        const resolved = await pluginBuild.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: { resolving: true },
        });
        if (resolved.errors.length > 0 || resolved.external) return undefined;
        const to = owners.get(path.relative(root, resolved.path).split(path.sep).join('/'));
        if (!to || to === from) return undefined;
        if (imported && args.kind === 'import-statement')
          return { path: `${from}>${to}`, namespace: IMPORTS_NAMESPACE };
        return { path: relativeUrl(fileOf(from), fileOf(to)), external: true };
      });
    },
  };
}

/** The manifest the script tag carries: the core, the file of each module imported on demand, what each file needs. */
function describeManifest({ version, groups, entryGroup, fileOf }) {
  const modules = {};
  for (const [file, group] of [...entryGroup].sort()) if (group !== 'core') modules[file] = fileOf(group);
  const needs = {};
  const shared = [];
  for (const group of groups.values()) {
    if (group.name === 'core') continue;
    if (group.shared) shared.push(fileOf(group.name));
    const chain = [];
    for (let parent = group.parent; parent && parent !== 'core'; parent = groups.get(parent).parent)
      chain.unshift(fileOf(parent));
    if (chain.length > 0) needs[fileOf(group.name)] = chain;
  }
  return { version, core: fileOf('core'), modules, needs, shared: shared.sort() };
}

/** Bundles the written chunk files once more: esbuild then fails on any import one file makes that another lacks. */
async function checkLinks(chunkDir, files) {
  await build({
    entryPoints: files.map((file) => path.join(chunkDir, file)),
    bundle: true,
    format: 'esm',
    splitting: true,
    write: false,
    outdir: path.join(chunkDir, 'check'),
    logLevel: 'silent',
  });
}

/**
 * Builds dist/shopkit.js and dist/chunks/ below `outdir` from the sources in `root`. `common` holds the options every
 * shipped bundle shares. Returns the groups, the manifest, the static imports of every module and the metafiles of the
 * chunk files and of the script tag (for `npm run size` and the tests).
 */
export async function buildScriptTag({ root, outdir, version, common }) {
  const chunkDir = path.join(outdir, 'chunks');
  const { analysis, graph, groups, owners, entryGroup } = await groupScriptTag({ root, common });
  const id = buildId(root, analysis, { version, common, groups: CHUNK_GROUPS });
  const fileOf = (name) => `${groups.get(name).folder}${name}-${id}.js`;
  const exported = facades(graph, groups, owners);
  const chunkOptions = {
    ...common,
    absWorkingDir: root,
    entryPoints: Object.fromEntries(
      [...groups.keys()].map((name) => [fileOf(name).replace(/\.js$/, ''), `${GROUP_NAMESPACE}:${name}`]),
    ),
    outdir: chunkDir,
    format: 'esm',
    platform: 'browser',
    minify: common.minify ?? true,
    metafile: true,
  };
  const linking = { root, owners, exported, fileOf };
  const first = await build({ ...chunkOptions, write: false, plugins: [groupPlugin(linking), shippedSourcePlugin] });
  const imported = readChunkImports(path.resolve(root, chunkDir), first.outputFiles);
  const { aliases, whole } = await aliasCrossingNames({ root, common, groups, exported, fileOf, imported });
  const chunks = await build({
    ...chunkOptions,
    plugins: [groupPlugin({ ...linking, imported, aliases, whole }), shippedSourcePlugin],
  });
  const files = [...groups.keys()].map(fileOf);
  await checkLinks(path.resolve(root, chunkDir), files);
  const manifest = describeManifest({ version, groups, entryGroup, fileOf });
  const stub = await build({
    ...common,
    absWorkingDir: root,
    stdin: {
      contents: `import { installShopkit } from './components/cdn.ts';\ninstallShopkit(${JSON.stringify(manifest)});\n`,
      resolveDir: root,
      sourcefile: 'shopkit.js',
      loader: 'ts',
    },
    outfile: path.join(outdir, 'shopkit.js'),
    format: 'iife',
    platform: 'browser',
    minify: common.minify ?? true,
    metafile: true,
  });
  const described = Object.fromEntries(
    [...groups.values()].map((group) => [
      group.name,
      { file: fileOf(group.name), parent: group.parent, shared: group.shared, modules: group.modules },
    ]),
  );
  const imports = Object.fromEntries([...graph].map(([file, node]) => [file, node.statics]));
  const dynamicImports = Object.fromEntries([...graph].map(([file, node]) => [file, node.dynamics]));
  return {
    groups: described,
    manifest,
    imports,
    dynamicImports,
    chunks: chunks.metafile,
    stub: stub.metafile,
    core: CORE_ENTRY,
  };
}
