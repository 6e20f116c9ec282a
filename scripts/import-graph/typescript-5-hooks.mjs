// Module resolution hooks (node:module register): when dependency-cruiser asks for `typescript`, it gets the 5.9
// compiler installed beside the project's TypeScript 7 as `typescript-5`. TypeScript 7 (native) has no JavaScript
// API, and dependency-cruiser reads TypeScript through that API (as typescript-eslint does: see eslint.config.mjs).
const FROM_CRUISER = /[\\/]node_modules[\\/]dependency-cruiser[\\/]/;

export async function resolve(specifier, context, nextResolve) {
  const fromCruiser = FROM_CRUISER.test(context.parentURL ?? '');
  return nextResolve(fromCruiser && specifier === 'typescript' ? 'typescript-5' : specifier, context);
}
