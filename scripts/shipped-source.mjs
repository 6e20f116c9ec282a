// The esbuild plugin for every shipped bundle and chunk: the element sources stay as written (multi-line CSS,
// decorated accessors) and the build makes them small: each `css` literal minified (minify-css-literals.mjs), each
// lit decorator lowered to what it means (lower-lit-decorators.mjs).
import fs from 'node:fs/promises';
import { lowerLitDecorators } from './lower-lit-decorators.mjs';
import { minifyCssLiterals } from './minify-css-literals.mjs';

export const shippedSourcePlugin = {
  name: 'shipped-source',
  setup(build) {
    build.onLoad({ filter: /[\\/]components[\\/].*\.ts$/ }, async (args) => {
      const source = await fs.readFile(args.path, 'utf8');
      const contents = lowerLitDecorators(await minifyCssLiterals(source), args.path);
      return contents === source ? undefined : { contents, loader: 'ts' };
    });
  },
};
