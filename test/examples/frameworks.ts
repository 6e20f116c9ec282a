// The four framework examples as the suite drives them: where each lives, how its build takes the platform's origins,
// where its product page is, and a file with a misspelt attribute that its type-check must refuse.
import path from 'node:path';

export interface FrameworkExample {
  name: string;
  label: string;
  /** The prefix under which the build reads the shop's origins and key (`VITE_SHOPKIT_API_URL`, ...). */
  envPrefix: 'VITE_' | 'PUBLIC_';
  /** The product page of the Stoneware Mug. */
  productPath: string;
  /** A file that misspells an attribute, and the name its type-check must report. */
  misspelt: { file: string; source: string; name: string };
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
      source: `export const Misspelt = () => <shop-product urlPatern="?product={slug}"></shop-product>;\n`,
      name: 'urlPatern',
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
      name: 'urlPatern',
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
      name: 'url-patern',
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
      name: 'limt',
    },
  },
];

/** Where test-results/examples (prepared by scripts/examples/test-examples.mjs) keeps the installed examples. */
export function exampleDir(example: FrameworkExample): string {
  const work = process.env.SHOPKIT_EXAMPLES_DIR;
  if (!work) throw new Error('SHOPKIT_EXAMPLES_DIR is not set: run node scripts/examples/test-examples.mjs');
  return path.join(work, example.name);
}
