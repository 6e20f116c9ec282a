// The script tag's build: dist/shopkit.js (a small classic script, components/cdn.ts) and dist/chunks/ (ES modules:
// the core every page runs and one file per group of scripts/chunk-groups.mjs). Rollup links the files: its
// `manualChunks` puts each module in the file of the group group-graph.mjs gives it, each group's entries are one
// input (so its file exports their names, which the loader reads), and the chunk names carry the folders the retry
// needs (group-graph.mjs). esbuild stays the TypeScript transform and the minifier. The manifest the script tag
// carries (each file, what it needs, which files others import) is read from Rollup's output, then esbuild builds
// the script tag around it (docs/design.md, "The script tag's files").
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { build, transform, version as esbuildVersion } from 'esbuild';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { rollup, VERSION as rollupVersion } from 'rollup';
import { CHUNK_GROUPS, CORE_ENTRY } from './chunk-groups.mjs';
import { groupGraph } from './group-graph.mjs';
import MagicString from 'magic-string';
import { lowerLitDecorators } from './lower-lit-decorators.mjs';
import { minifyCssLiterals } from './minify-css-literals.mjs';

const GROUP_PREFIX = '\0shopkit-group:';
const CHUNK_LOADER = 'components/internal/loading/chunk-loader.ts';
const TS_OPTIONS = { compilerOptions: { useDefineForClassFields: true, verbatimModuleSyntax: true } };

const posix = (file) => file.split(path.sep).join('/');

/** The scripts that decide how the chunk files are written: a change in them changes the files too. */
const BUILD_SCRIPTS = [
  'build-script-tag.mjs',
  'chunk-groups.mjs',
  'group-graph.mjs',
  'lower-lit-decorators.mjs',
  'minify-css-literals.mjs',
].map((name) => new URL(name, import.meta.url));

/**
 * The id every file name carries: a hash of every module as transformed (so of the sources and the build-time
 * constants), of the build scripts, the tools' versions and the options. The same inputs name the files the same in
 * any folder, and files written differently never share a name (a CDN may keep a file forever by its name). One id for
 * all files, so the manifest in the script tag names it once per file rather than a hash per file.
 */
function buildId(graph, options) {
  const hash = createHash('sha256').update(JSON.stringify({ options, esbuildVersion, rollupVersion }));
  for (const script of BUILD_SCRIPTS) hash.update(fs.readFileSync(script));
  for (const [file, { code }] of [...graph].sort(([a], [b]) => a.localeCompare(b))) hash.update(file).update(code);
  return hash.digest('base64url').replace(/[-_]/g, '').slice(0, 8).toUpperCase();
}

/**
 * esbuild as Rollup's TypeScript transform (with the shipped build's source changes: minified `css` literals, lowered
 * lit decorators) and as its minifier, chunk by chunk.
 */
function esbuildPlugin({ define, minify }) {
  return {
    name: 'shopkit-esbuild',
    async transform(code, id) {
      if (!id.endsWith('.ts')) return null;
      const source = /[\\/]components[\\/]/.test(id) ? lowerLitDecorators(await minifyCssLiterals(code), id) : code;
      const result = await transform(source, {
        loader: 'ts',
        target: 'es2022',
        define,
        tsconfigRaw: TS_OPTIONS,
        minifyWhitespace: minify,
        minifySyntax: minify,
        sourcemap: true,
        sourcefile: id,
      });
      return { code: result.code, map: result.map };
    },
    async renderChunk(code, chunk) {
      if (!minify) return null;
      // As a bundle of one file whose imports stay as they are: esbuild minifies a bundle further than a transform
      // (`const` as `let`, declarations merged), which it may do because it sees the whole module.
      const result = await build({
        stdin: { contents: code, sourcefile: chunk.fileName, loader: 'js' },
        bundle: true,
        external: ['*'],
        write: false,
        outfile: chunk.fileName,
        minify: true,
        format: 'esm',
        target: 'es2022',
        legalComments: 'none',
        sourcemap: 'external',
        logLevel: 'warning',
      });
      const text = (suffix) => result.outputFiles.find((file) => file.path.endsWith(suffix)).text;
      return { code: text('.js'), map: text('.js.map') };
    },
  };
}

/** Every `import('<literal>')` in an ESTree program, innermost last. */
function importExpressions(node, found = []) {
  if (!node || typeof node !== 'object') return found;
  if (Array.isArray(node)) {
    for (const child of node) importExpressions(child, found);
    return found;
  }
  if (node.type === 'ImportExpression' && node.source.type === 'Literal' && typeof node.source.value === 'string')
    found.push(node);
  for (const [key, value] of Object.entries(node)) if (key !== 'type') importExpressions(value, found);
  return found;
}

/**
 * The group policy fed to Rollup: each declared group with entries is an input, a module that re-exports its entries;
 * a module imported on demand that no group lists is an input of its own. Once the graph is read, `policy()` holds its
 * groups (group-graph.mjs).
 *
 * Every on-demand `import('./x.ts')` of the sources is written `importOnDemand('<path of x.ts>')`, the chunk loader's
 * import (components/internal/loading/chunk-loader.ts), which fetches the module's file from the chunk manifest and
 * again from a fresh URL after a failure; the sources name each module once, in their import(). As Vite wraps its
 * dynamic imports in its preload helper, the rewrite is the transform's, on Rollup's own syntax tree.
 */
function groupPolicyPlugin(root) {
  const declared = new Set(Object.values(CHUNK_GROUPS).flatMap((group) => group.modules));
  const loader = path.join(root, CHUNK_LOADER);
  const dynamics = new Map();
  let grouped = null;
  const relative = (id) => posix(path.relative(root, id));
  return {
    name: 'shopkit-groups',
    policy: () => grouped,
    resolveId(source) {
      return source.startsWith(GROUP_PREFIX) ? source : null;
    },
    load(id) {
      if (!id.startsWith(GROUP_PREFIX)) return null;
      const { modules } = CHUNK_GROUPS[id.slice(GROUP_PREFIX.length)];
      return modules.map((file) => `export * from ${JSON.stringify(path.join(root, file))};`).join('\n');
    },
    async transform(code, id) {
      if (id.startsWith('\0') || id.includes(`${path.sep}node_modules${path.sep}`) || !code.includes('import('))
        return null;
      const imports = importExpressions(this.parse(code));
      if (imports.length === 0) return null;
      const edited = new MagicString(code);
      const targets = [];
      for (const node of imports) {
        const resolved = await this.resolve(node.source.value, id);
        if (!resolved || resolved.external) throw new Error(`script tag build: ${id} imports ${node.source.value}`);
        const target = relative(resolved.id);
        targets.push(target);
        if (!declared.has(target))
          this.emitFile({ type: 'chunk', id: resolved.id, name: path.basename(target).replace(/\.ts$/, '') });
        edited.overwrite(node.start, node.end, `importOnDemand(${JSON.stringify(target)})`);
      }
      dynamics.set(id, targets);
      // From where the module is, so the code (which names the build's files, buildId) is the same in every folder.
      const from = posix(path.relative(path.dirname(id), loader));
      edited.prepend(`import { importOnDemand } from ${JSON.stringify(from.startsWith('.') ? from : `./${from}`)};\n`);
      return { code: edited.toString(), map: edited.generateMap({ hires: true }) };
    },
    buildEnd(error) {
      if (error) return;
      const graph = new Map();
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (info.isExternal || id.startsWith(GROUP_PREFIX)) continue;
        graph.set(relative(id), {
          statics: info.importedIds.filter((next) => !this.getModuleInfo(next).isExternal).map(relative),
          dynamics: dynamics.get(id) ?? [],
          bytes: info.code?.length ?? 0,
          code: info.code ?? '',
        });
      }
      grouped = { graph, ...groupGraph(graph, CHUNK_GROUPS) };
    },
  };
}

/** The manifest the script tag carries, from Rollup's output: the core, each on-demand module's file, their needs. */
function describeManifest({ version, groups, entryGroup, chunkOf }) {
  const fileOf = (name) => chunkOf.get(name).fileName;
  const modules = {};
  for (const [file, group] of [...entryGroup].sort()) if (group !== 'core') modules[file] = fileOf(group);
  const core = fileOf('core');
  const needs = {};
  // In the groups' names' order: the groups are found in the order Rollup loaded the modules, which varies with the
  // timing of the transforms, and the script tag's bytes must not.
  for (const name of [...groups.keys()].sort()) {
    const chunk = chunkOf.get(name);
    if (name === 'core' || !chunk) continue;
    // What it imports statically, besides the core, outermost first (each file needs the ones above it).
    const depth = (file) => file.split('/').length;
    const chain = chunk.imports.filter((file) => file !== core).sort((a, b) => depth(a) - depth(b));
    if (chain.length > 0) needs[chunk.fileName] = chain;
  }
  const shared = [...new Set([...chunkOf.values()].flatMap((chunk) => chunk.imports))].filter((file) => file !== core);
  shared.sort();
  return { version, core, modules, needs, shared };
}

/**
 * A shared file is retried from its folder spelled anew (chunk-loader.ts), which works only if every file that
 * imports it sits in that folder or below: checked on what Rollup wrote.
 */
function checkFolders(chunks, shared) {
  for (const file of shared) {
    const folder = file.slice(0, file.lastIndexOf('/') + 1);
    for (const chunk of chunks)
      if (chunk.imports.includes(file) && !chunk.fileName.startsWith(folder))
        throw new Error(`script tag build: ${chunk.fileName} imports ${file} from outside its folder`);
  }
}

/** An esbuild-style metafile of the chunk files (each file's modules and their bytes), for `npm run size`. */
function describeChunks(root, chunkDir, chunks) {
  const outputs = {};
  const key = (file) => posix(path.relative(root, path.join(chunkDir, file)));
  for (const chunk of chunks) {
    const inputs = {};
    for (const [id, module] of Object.entries(chunk.modules))
      if (!id.startsWith('\0')) inputs[posix(path.relative(root, id))] = { bytesInOutput: module.renderedLength };
    const imports = chunk.imports.map((file) => ({ path: key(file), kind: 'import-statement' }));
    outputs[key(chunk.fileName)] = { bytes: chunk.code.length, inputs, imports };
  }
  return { outputs };
}

/** Rollup's build of the sources in `root`, not yet written, and the groups of its graph. */
async function bundle({ root, common }) {
  const groups = groupPolicyPlugin(root);
  const input = { core: path.join(root, CORE_ENTRY) };
  for (const [name, group] of Object.entries(CHUNK_GROUPS))
    if (name !== 'core' && group.modules.length > 0) input[name] = `${GROUP_PREFIX}${name}`;
  const result = await rollup({
    input,
    preserveEntrySignatures: 'allow-extension',
    // esbuild's transform first, so the groups' rewrite of the on-demand imports reads JavaScript.
    plugins: [
      esbuildPlugin({ define: common.define, minify: common.minify ?? true }),
      groups,
      nodeResolve({ browser: true }),
    ],
    onwarn(warning, warn) {
      // A name two modules of one group export differently would be missing from the group's file.
      if (warning.code === 'NAMESPACE_CONFLICT' || warning.code === 'AMBIGUOUS_EXTERNAL_NAMESPACES')
        throw new Error(`script tag build: ${warning.message}`);
      warn(warning);
    },
  });
  return { result, policy: groups.policy() };
}

/** The groups of the sources in `root` (group-graph.mjs), without writing anything: for the meta tests. */
export async function groupScriptTag({ root, common }) {
  const { result, policy } = await bundle({ root, common });
  await result.close();
  return policy;
}

/**
 * Builds dist/shopkit.js and dist/chunks/ below `outdir` from the sources in `root`. `common` holds the options every
 * shipped bundle shares. Returns the groups, the manifest, the static and dynamic imports of every module and the
 * per-file module sizes of the chunk files and of the script tag (for `npm run size` and the tests).
 */
export async function buildScriptTag({ root, outdir, version, common }) {
  const minify = common.minify ?? true;
  const chunkDir = path.resolve(root, outdir, 'chunks');
  const { result, policy } = await bundle({ root, common });
  const id = buildId(policy.graph, { version, minify, groups: CHUNK_GROUPS });
  const fileOfGroup = (name) => `${policy.groups.get(name).folder}${name}-${id}.js`;
  const { output } = await result.write({
    dir: chunkDir,
    format: 'es',
    sourcemap: common.sourcemap ?? false,
    manualChunks: (module) => {
      if (module.startsWith(GROUP_PREFIX)) return module.slice(GROUP_PREFIX.length);
      return policy.owners.get(posix(path.relative(root, module))) ?? null;
    },
    entryFileNames: ({ name }) => fileOfGroup(name),
    chunkFileNames: ({ name, moduleIds }) => {
      if (!policy.groups.has(name)) throw new Error(`script tag build: a file of no group (${moduleIds.join(', ')})`);
      return fileOfGroup(name);
    },
    generatedCode: 'es2015',
    minifyInternalExports: true,
    freeze: false,
  });
  await result.close();
  const chunks = output.filter((file) => file.type === 'chunk');
  const chunkOf = new Map(chunks.map((chunk) => [chunk.name, chunk]));
  const manifest = describeManifest({ version, ...policy, chunkOf });
  checkFolders(chunks, manifest.shared);
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
    minify,
    metafile: true,
  });
  const described = Object.fromEntries(
    [...policy.groups.values()].map((group) => [
      group.name,
      {
        file: chunkOf.get(group.name)?.fileName ?? null,
        parent: group.parent,
        shared: group.shared,
        modules: group.modules,
      },
    ]),
  );
  const imports = Object.fromEntries([...policy.graph].map(([file, node]) => [file, node.statics]));
  const dynamicImports = Object.fromEntries([...policy.graph].map(([file, node]) => [file, node.dynamics]));
  return {
    groups: described,
    manifest,
    imports,
    dynamicImports,
    chunks: describeChunks(root, chunkDir, chunks),
    stub: stub.metafile,
    core: CORE_ENTRY,
  };
}
