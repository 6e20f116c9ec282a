// jsdom is the prerender's DOM and nothing else's: the package lists it as an optional peer dependency, so an app
// that installs shopkit-storefront for the browser gets no DOM implementation. The command imports it when it first
// reads a page, and says how to install it when the project that prerenders has not.
import type { JSDOM } from 'jsdom';
import { PrerenderError } from './prerender-error.ts';

export const JSDOM_MISSING =
  'the prerender needs jsdom, which shopkit-storefront leaves to the project that prerenders: ' +
  'install it with `npm install --save-dev jsdom` (or run `npx --package shopkit-storefront --package jsdom shopkit ' +
  'prerender ...`)';

let loading: Promise<typeof JSDOM> | undefined;

const isModuleNotFound = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'ERR_MODULE_NOT_FOUND' &&
  String((error as Error).message).includes("'jsdom'");

/** jsdom's `JSDOM` class, imported once; a PrerenderError saying how to install it when it is not installed. */
export function loadJsdom(): Promise<typeof JSDOM> {
  loading ??= import('jsdom').then(
    (module) => module.JSDOM,
    (error: unknown) => {
      loading = undefined;
      throw isModuleNotFound(error) ? new PrerenderError(JSDOM_MISSING, { cause: error }) : error;
    },
  );
  return loading;
}
