// The prerender runs the elements' own filling code (the bindings engine, the product scope, the SEO writer, the
// sanitizer) over a DOM from jsdom instead of a browser's. That code reads a few browser globals (`document`,
// `Element`, `HTMLTemplateElement`, `CSS.escape`, ...), so each page is filled with those globals pointing at its own
// jsdom window, one page at a time, and put back afterwards.
import { loadJsdom } from './load-jsdom.ts';

/** The globals the shared filling code reads; each one is taken from the page's window while it is filled. */
const GLOBALS = [
  'window',
  'document',
  'location',
  'navigator',
  'Node',
  'Element',
  'HTMLElement',
  'HTMLTemplateElement',
  'HTMLInputElement',
  'HTMLOptionElement',
  'HTMLSelectElement',
  'HTMLAnchorElement',
  'HTMLFormElement',
  'DocumentFragment',
  'Event',
  'CustomEvent',
  'NodeFilter',
] as const;

/** `CSS.escape` as the CSS Object Model specifies it (jsdom has no `CSS`). */
export function cssEscape(value: string): string {
  let out = '';
  for (const [index, char] of [...value].entries()) {
    const code = char.codePointAt(0)!;
    if (code === 0) out += '\uFFFD';
    else if ((code >= 1 && code <= 0x1f) || code === 0x7f) out += `\\${code.toString(16)} `;
    else if (index === 0 && /[0-9]/.test(char)) out += `\\${code.toString(16)} `;
    else if (index === 1 && /[0-9]/.test(char) && value.startsWith('-')) out += `\\${code.toString(16)} `;
    else if (index === 0 && char === '-' && value.length === 1) out += '\\-';
    else if (code >= 0x80 || /[-_a-zA-Z0-9]/.test(char)) out += char;
    else out += `\\${char}`;
  }
  return out;
}

export interface PageWindow {
  document: Document;
  window: Window & typeof globalThis;
  /** The page as HTML again, doctype included. */
  serialize(): string;
}

/**
 * Parses `html` as the page at `url` and runs `fill` with the globals pointing at it (awaited), then restores them.
 * Pages are filled one at a time: the globals are the process's.
 */
export async function withPageWindow<T>(
  html: string,
  url: string,
  fill: (page: PageWindow) => Promise<T> | T,
): Promise<T> {
  const JSDOM = await loadJsdom();
  const dom = new JSDOM(html, { url, contentType: 'text/html' });
  const window = dom.window as unknown as Window & typeof globalThis;
  const target = globalThis as Record<string, unknown>;
  const saved = new Map<string, PropertyDescriptor | undefined>();
  for (const name of [...GLOBALS, 'CSS']) saved.set(name, Object.getOwnPropertyDescriptor(target, name));
  const define = (name: string, value: unknown) =>
    Object.defineProperty(target, name, { value, configurable: true, writable: true });
  for (const name of GLOBALS) define(name, (window as unknown as Record<string, unknown>)[name]);
  define('CSS', { escape: cssEscape });
  try {
    return await fill({ document: window.document, window, serialize: () => dom.serialize() });
  } finally {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(target, name, descriptor);
      else delete target[name];
    }
    dom.window.close();
  }
}
