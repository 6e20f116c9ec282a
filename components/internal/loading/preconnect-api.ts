// The script tag opens the connection to the API's origin as it runs (a `<link rel="preconnect">` in <head>), so the
// page's first reads do not wait for its DNS, TCP and TLS, whichever code sends them.
import { DEFAULT_API_URL, normalizeApiUrl } from '../../../src/index.ts';

/** The API's base URL the tag names (else the default), or null when it names none the client would accept. */
export function apiUrlOf(script: Element): string | null {
  const url = normalizeApiUrl(script.getAttribute('data-api-url') ?? DEFAULT_API_URL);
  const parsed = URL.canParse(url) ? new URL(url) : null;
  return parsed && /^https?:$/.test(parsed.protocol) && !parsed.username && !parsed.password ? url : null;
}

/** Adds the preconnect for a configured tag whose API is on another origin than the page. */
export function preconnectApi(script: Element | null, doc: Document): void {
  const apiUrl = script?.hasAttribute('data-publishable-key') ? apiUrlOf(script) : null;
  const origin = apiUrl && new URL(apiUrl).origin;
  if (!origin || origin === location.origin) return;
  const link = doc.createElement('link');
  link.rel = 'preconnect';
  link.href = origin;
  // The reads are CORS requests without credentials: only an anonymous connection can carry them.
  link.crossOrigin = 'anonymous';
  doc.head.append(link);
}
