// ESLint (flat config): typescript-eslint's recommended rules over the TypeScript sources. The import rules (the
// layering and no cycles) live in one place, .dependency-cruiser.mjs, checked by test/meta/import-graph.test.ts.
// `npm test` runs it (step `lint`).
import Module from 'node:module';

// typescript-eslint parses with TypeScript's JavaScript API, which the project's TypeScript 7 (native) does not
// have: its packages get the 5.9 compiler installed beside it as `typescript-5`.
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  const fromLinter = /[\\/]node_modules[\\/](@typescript-eslint|typescript-eslint|ts-api-utils)[\\/]/.test(
    parent?.filename ?? '',
  );
  return resolve.call(this, fromLinter && request === 'typescript' ? 'typescript-5' : request, parent, ...rest);
};
const { default: tseslint } = await import('typescript-eslint');

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/.astro/',
      'test-results/',
      'playwright-report/',
      'bench/baseline/',
      'bench/tmp/',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Test doubles and JSON fixtures type loosely on purpose; the core's own code stays typed.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
