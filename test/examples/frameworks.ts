// The four framework examples as the suite drives them: where each lives, how its build takes the platform's origins,
// where its product page is, and a file of mistakes (a misspelt attribute, and in React a value `sort` does not take
// and a misspelt event) that its type-check must refuse.
import path from 'node:path';

export interface FrameworkExample {
  name: string;
  label: string;
  /** The prefix under which the build reads the shop's origins and key (`VITE_SHOPKIT_API_URL`, ...). */
  envPrefix: 'VITE_' | 'PUBLIC_';
  /** The product page of the Stoneware Mug. */
  productPath: string;
  /** A file of mistakes, and what its type-check must report of each. */
  misspelt: { file: string; source: string; names: string[] };
  /** Arguments for the type-check that print one line per error naming its file. */
  typecheckArgs: string[];
}

export const FRAMEWORKS: FrameworkExample[] = [
  {
    name: 'react',
    label: 'React 19',
    envPrefix: 'VITE_',
    productPath: '/product?product=stoneware-mug',
    typecheckArgs: ['--pretty', 'false'],
    misspelt: {
      file: 'src/misspelt.tsx',
      // TypeScript checks a hyphenated JSX name only when it is declared, so a misspelt event name is refused through
      // its handler: the event it takes has no type (noImplicitAny under strict).
      source: [
        'export const Misspelt = () => (',
        '  <>',
        '    <shop-product urlPatern="?product={slug}"></shop-product>',
        '    <shop-product-list sort="price-asc"></shop-product-list>',
        '    <shop-cart onshop-cart-chnage={(event) => console.log(event.detail.cart)}></shop-cart>',
        '  </>',
        ');',
        '',
      ].join('\n'),
      names: ['urlPatern', `Type '"price-asc"' is not assignable`, "Parameter 'event' implicitly has an 'any' type"],
    },
  },
  {
    name: 'vue',
    label: 'Vue 3',
    envPrefix: 'VITE_',
    productPath: '/product?product=stoneware-mug',
    typecheckArgs: ['--pretty', 'false'],
    misspelt: {
      file: 'src/Misspelt.vue',
      source: `<template><shop-product url-patern="?product={slug}"></shop-product></template>\n`,
      names: ['urlPatern'],
    },
  },
  {
    name: 'svelte',
    label: 'Svelte 5',
    envPrefix: 'VITE_',
    productPath: '/product?product=stoneware-mug',
    typecheckArgs: ['--output', 'machine'],
    misspelt: {
      file: 'src/Misspelt.svelte',
      // svelte-check checks the markup of a component whose script is TypeScript.
      source: `<script lang="ts"></script>\n\n<shop-product url-patern="?product={'{slug}'}"></shop-product>\n`,
      names: ['url-patern'],
    },
  },
  {
    name: 'astro',
    label: 'Astro 5',
    envPrefix: 'PUBLIC_',
    productPath: '/product?product=stoneware-mug',
    typecheckArgs: [],
    misspelt: {
      // A component, not a page, so the build leaves it out.
      file: 'src/components/Misspelt.astro',
      // astro check reads .astro files as TSX, where TypeScript checks a hyphenated name only when it is declared.
      source: `---\n---\n\n<shop-product-list limt={6}></shop-product-list>\n`,
      names: ['limt'],
    },
  },
];

/** Where test-results/examples (prepared by scripts/examples/test-examples.mjs) keeps the installed examples. */
export function exampleDir(example: FrameworkExample): string {
  const work = process.env.SHOPKIT_EXAMPLES_DIR;
  if (!work) throw new Error('SHOPKIT_EXAMPLES_DIR is not set: run node scripts/examples/test-examples.mjs');
  return path.join(work, example.name);
}
