// The prerender runs the elements' own filling code (the bindings engine, the product scope, the SEO writer, the
// sanitizer) over a DOM from jsdom instead of a browser's. That code reads a few browser globals (`document`,
// `Element`, `HTMLTemplateElement`, `CSS.escape`, ...), so each page is filled with those globals pointing at its own
// jsdom window, one page at a time, and put back afterwards. A template is parsed once, into a window of its own that
// every page made from it reuses: each page starts from a fresh copy of the template's parsed <html> element.
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

/** Parsed templates and their windows, reused page after page (a window costs more to make than a page to fill). */
export interface PageWindows {
  /**
   * Gives `fill` a fresh copy of `html` as the page at `url`, with the globals pointing at its window (awaited), then
   * restores them. Pages are filled one at a time: the globals are the process's.
   */
  fill<T>(html: string, url: string, fill: (page: PageWindow) => Promise<T> | T): Promise<T>;
  /** Closes every window. */
  close(): void;
}

interface Parsed {
  dom: InstanceType<Awaited<ReturnType<typeof loadJsdom>>>;
  /** The template's <html> element as parsed, copied for each page. */
  pristine: Element;
}

/** One window per template: each page gets a copy of the template's parsed <html> element at the page's URL. */
export function createPageWindows(): PageWindows {
  const parsed = new Map<string, Parsed>();
  let busy = false;
  async function windowFor(html: string, url: string): Promise<Parsed> {
    let found = parsed.get(html);
    if (!found) {
      const JSDOM = await loadJsdom();
      const dom = new JSDOM(html, { url, contentType: 'text/html' });
      found = { dom, pristine: dom.window.document.documentElement.cloneNode(true) as Element };
      parsed.set(html, found);
    } else {
      found.dom.reconfigure({ url });
      const document = found.dom.window.document;
      document.replaceChild(found.pristine.cloneNode(true), document.documentElement);
    }
    return found;
  }
  return {
    async fill(html, url, fill) {
      if (busy) throw new Error('prerender: pages are filled one at a time');
      busy = true;
      try {
        const { dom } = await windowFor(html, url);
        const window = dom.window as unknown as Window & typeof globalThis;
        return await withGlobals(window, () =>
          fill({ document: window.document, window, serialize: () => dom.serialize() }),
        );
      } finally {
        busy = false;
      }
    },
    close() {
      for (const { dom } of parsed.values()) dom.window.close();
      parsed.clear();
    },
  };
}

/** Runs `work` with the globals the filling code reads taken from `window`, and puts them back afterwards. */
async function withGlobals<T>(window: Window & typeof globalThis, work: () => Promise<T> | T): Promise<T> {
  const target = globalThis as Record<string, unknown>;
  const saved = new Map<string, PropertyDescriptor | undefined>();
  for (const name of [...GLOBALS, 'CSS']) saved.set(name, Object.getOwnPropertyDescriptor(target, name));
  const define = (name: string, value: unknown) =>
    Object.defineProperty(target, name, { value, configurable: true, writable: true });
  for (const name of GLOBALS) define(name, (window as unknown as Record<string, unknown>)[name]);
  define('CSS', { escape: cssEscape });
  try {
    return await work();
  } finally {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(target, name, descriptor);
      else delete target[name];
    }
  }
}
