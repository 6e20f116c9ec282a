// What the example suites do in an installed app's folder: run one of its npm scripts, and ask npm which copies of a
// package it installed, and what a page of the app does. Shared by framework-examples.spec.ts and fresh-apps.spec.ts.
import type { Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import path from 'node:path';

/** `npm run <script> -- <args>` in `dir`; resolves with its exit status and everything it printed. */
export function runScript(
  dir: string,
  script: string,
  options: { args?: string[]; env?: Record<string, string> } = {},
) {
  return new Promise<{ status: number | null; output: string }>((resolve) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...(options.args ?? [])], {
      cwd: dir,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...options.env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('close', (status) => resolve({ status, output }));
  });
}

/** `npm ls <name> --json` in `dir`: the installed copies of a package, by the path that pulled them in. */
export function installedCopies(dir: string, name: string) {
  return new Promise<unknown>((resolve, reject) => {
    const child = spawn('npm', ['ls', name, '--all', '--json'], { cwd: dir });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.on('error', reject);
    child.on('close', () => resolve(JSON.parse(output).dependencies ?? {}));
  });
}

/** Elements the list pages do not show (they show the list, its prices and images, the cart and consent). */
export const NOT_ON_THE_LIST_PAGE = [
  'shop-product',
  'shop-variant-picker',
  'shop-add-to-cart',
  'shop-buy-now',
  'shop-checkout',
  'shop-order-confirmation',
];
export const ON_THE_LIST_PAGE = [
  'shop-product-list',
  'shop-product-image',
  'shop-price',
  'shop-cart',
  'shop-consent-banner',
];

/**
 * The element whose chunk a built file is, by its name: a tag, then the package's hash (eight capitals and digits),
 * then the app's (`shop-product-FJL463DP-DAnSqD-e.js` is `shop-product`'s, `shop-checkout-button-7ESISWG4-…` not
 * `shop-checkout`'s; Astro writes a dot before its hash); else null.
 */
export const elementOfChunk = (file: string) =>
  [...NOT_ON_THE_LIST_PAGE, ...ON_THE_LIST_PAGE].find((tag) => new RegExp(`^${tag}-[A-Z0-9]{8}[-.]`).test(file)) ??
  null;

/** Records what a page does from now on: its errors (thrown or logged) and the names of the script files it fetched. */
export function recordPage(page: Page): { errors: string[]; scripts: string[] } {
  const errors: string[] = [];
  const scripts: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scripts.push(path.posix.basename(new URL(request.url()).pathname));
  });
  return { errors, scripts };
}
