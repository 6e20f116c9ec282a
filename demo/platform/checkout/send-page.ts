// Every hosted checkout page goes out with its policy: no script but the embedded checkout's own, styles and images
// from known origins, the Pay form only to this origin (and the success page's), and framing refused except by the
// one origin a session recorded.
import type { ServerResponse } from 'node:http';
import { sendText } from '../http/respond.ts';

export interface PageOptions {
  status: number;
  body: string;
  /** Where the Pay form may send the shopper on (the success page's origin). */
  formTarget?: string;
  /** The one origin that may frame this page (a session's recorded embedOrigin); otherwise none may. */
  frameAncestor?: string | null;
  /** The embedded checkout's script is on the page. */
  script?: boolean;
}

export function sendPage(res: ServerResponse, cdnOrigin: string, options: PageOptions): void {
  const csp = [
    "default-src 'none'",
    options.script ? "script-src 'self'" : null,
    "style-src 'self'",
    `img-src 'self' ${cdnOrigin}`,
    `form-action 'self'${options.formTarget ? ` ${options.formTarget}` : ''}`,
    "base-uri 'none'",
    `frame-ancestors ${options.frameAncestor ?? "'none'"}`,
  ].filter(Boolean);
  sendText(res, options.status, 'text/html; charset=utf-8', options.body, {
    'Content-Security-Policy': csp.join('; '),
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
    ...(options.frameAncestor ? {} : { 'X-Frame-Options': 'DENY' }),
  });
}
