// ESLint (flat config): typescript-eslint's recommended rules over the TypeScript sources, and import rules that
// hold the layering test/meta/import-direction.test.ts checks: the core (src/) never imports the elements, the demo
// or lit, and its browser part never imports src/server/; the elements reach the core only through src/index.ts
// (the lazily loaded client parts through src/client-parts.ts, which the core imports itself); the platform never
// imports the client or the elements. `npm test` runs it (step `lint`).
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

const restricted = (patterns) => ['error', { patterns }];

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
      // Test doubles and JSON fixtures type loosely on purpose; the core's own code stays typed (see below).
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/**/*.ts'],
    ignores: ['src/server/**'],
    rules: {
      'no-restricted-imports': restricted([
        { group: ['**/components/**', '**/demo/**'], message: 'The core never imports the elements or the demo.' },
        { group: ['lit', 'lit/*', '@lit/*'], message: 'The core is framework-free: no lit.' },
        { group: ['**/server/**'], message: 'The browser-safe core never imports src/server/.' },
      ]),
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': restricted([
        { group: ['**/components/**', '**/demo/**'], message: 'The core never imports the elements or the demo.' },
        { group: ['lit', 'lit/*', '@lit/*'], message: 'The core is framework-free: no lit.' },
      ]),
    },
  },
  {
    files: ['components/**/*.ts'],
    rules: {
      'no-restricted-imports': restricted([
        {
          group: ['**/src/**', '!**/src/index.ts'],
          message: 'Elements use the core only through src/index.ts.',
        },
        { group: ['**/demo/**'], message: 'Elements never import the demo.' },
      ]),
    },
  },
  {
    files: ['demo/platform/**/*.ts'],
    rules: {
      'no-restricted-imports': restricted([
        {
          group: ['**/src/**', '**/components/**'],
          message: 'The platform never imports the client or the elements; they meet over HTTP.',
        },
      ]),
    },
  },
);
