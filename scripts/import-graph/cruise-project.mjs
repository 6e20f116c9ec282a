// Cruises the project's import graph with dependency-cruiser against the rules in .dependency-cruiser.mjs (the
// layering and no cycles) and returns the violations. `npm run deps` prints them; test/meta/import-graph.test.ts
// fails on any.
import Module, { register } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CRUISED = ['src', 'components', 'demo/platform', 'prerender'];

let cruiser;

/** dependency-cruiser with TypeScript 5.9's API: its imports of `typescript` (ESM and require) lead to `typescript-5`. */
async function loadCruiser() {
  if (cruiser) return cruiser;
  register('./typescript-5-hooks.mjs', import.meta.url);
  const resolveFilename = Module._resolveFilename;
  Module._resolveFilename = function (request, parent, ...rest) {
    const fromCruiser = /[\\/]node_modules[\\/]dependency-cruiser[\\/]/.test(parent?.filename ?? '');
    const renamed =
      fromCruiser && /^typescript(\/|$)/.test(request) ? request.replace(/^typescript/, 'typescript-5') : request;
    return resolveFilename.call(this, renamed, parent, ...rest);
  };
  cruiser = await import('dependency-cruiser');
  return cruiser;
}

/**
 * The violations of the project's import rules among `files` (paths relative to `baseDir`), and how many modules and
 * imports were read (a parser that read nothing would report no violation).
 * @param {{ files?: string[], baseDir?: string }} [options]
 * @returns {Promise<{ modules: number, imports: number, violations: Array<{ rule: string, from: string, to: string, cycle: string[] }> }>}
 */
export async function cruiseProject({ files = CRUISED, baseDir = ROOT } = {}) {
  const { cruise } = await loadCruiser();
  const { default: config } = await import(pathToFileURL(path.join(ROOT, '.dependency-cruiser.mjs')).href);
  const cwd = process.cwd();
  process.chdir(baseDir);
  try {
    const result = await cruise(files, { ...config.options, ruleSet: { forbidden: config.forbidden }, validate: true });
    const { summary } = result.output;
    return {
      modules: summary.totalCruised,
      imports: summary.totalDependenciesCruised,
      violations: summary.violations.map((violation) => ({
        rule: violation.rule.name,
        from: violation.from,
        to: violation.to,
        cycle: (violation.cycle ?? []).map((step) => step.name),
      })),
    };
  } finally {
    process.chdir(cwd);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { modules, violations } = await cruiseProject();
  for (const { rule, from, to, cycle } of violations)
    console.log(`${rule}: ${from} -> ${to}${cycle.length ? `\n  cycle: ${cycle.join(' -> ')}` : ''}`);
  console.log(`${violations.length} import rule violation(s) in ${modules} modules of ${CRUISED.join(', ')}`);
  process.exitCode = violations.length ? 1 : 0;
}
