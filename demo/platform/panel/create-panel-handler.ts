// The control panel on the admin origin under /panel: login with the local admin password, then orders, catalogue,
// discounts, shipping and the settings. Requests are routed by panel-routes.ts (http/router.ts); a path no route
// names answers the 404 page (GET), "No such action" (POST) or 405. Forms POST and redirect (303); cross-origin POSTs
// are refused.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { html } from '../checkout/html.ts';
import { ApiError } from '../http/api-error.ts';
import { readRawBody } from '../http/read-body.ts';
import { sendText } from '../http/respond.ts';
import type { Router } from '../http/router.ts';
import { isSecureRequest } from '../limits/resolve-client-address.ts';
import type { PanelContext, PanelResult } from './panel-context.ts';
import { panelPage } from './panel-layout.ts';
import { createPanelMessage as message, leavePanelMessage } from './panel-messages.ts';
import { actionRoute, back, logInFirst, pageRoute, type PanelHandler, type PanelRequest } from './panel-route.ts';
import { createPanelRouter } from './panel-routes.ts';

const HTML_HEADERS = {
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; style-src 'self'; form-action 'self'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
};

const NO_SUCH_PAGE = pageRoute(async () => null);
const NO_SUCH_ACTION = actionRoute(async () => back('/panel/orders', message('unknown-action', {})));

function send(res: ServerResponse, result: PanelResult): void {
  const cookie: Record<string, string> = result.cookie ? { 'Set-Cookie': result.cookie } : {};
  if ('redirect' in result) {
    res.writeHead(303, { Location: result.redirect, ...cookie, 'Cache-Control': 'no-store' }).end();
    return;
  }
  sendText(res, result.status, 'text/html; charset=utf-8', result.html, {
    ...HTML_HEADERS,
    ...result.headers,
    ...cookie,
  });
}

/** The handler for `method path`: its route's, or the answer to a path no route names. */
function handlerFor(router: Router<PanelHandler>, method: string, path: string) {
  const match = router.match(method, path);
  if (match.kind === 'found') return { handle: match.value, params: match.params };
  const fallback: PanelHandler =
    method === 'GET'
      ? NO_SUCH_PAGE
      : method === 'POST'
        ? NO_SUCH_ACTION
        : async ({ session }) =>
            session
              ? { status: 405, html: panelPage({ title: 'Not allowed' }, html`<p>Use the forms of the panel.</p>`) }
              : logInFirst(method);
  return { handle: fallback, params: {} };
}

async function answer(router: Router<PanelHandler>, request: Omit<PanelRequest, 'params'>, path: string) {
  const method = request.req.method ?? 'GET';
  const { handle, params } = handlerFor(router, method, path);
  const result = await handle({ ...request, params });
  if (result === 'sent' || !('redirect' in result) || !result.message || !request.session) return result;
  return { ...result, redirect: leavePanelMessage(request.session, result.redirect, result.message) };
}

export function createPanelHandler(context: PanelContext) {
  const router = createPanelRouter();
  return (req: IncomingMessage, res: ServerResponse): void => {
    const url = new URL(req.url ?? '/', 'http://panel.invalid');
    const path = url.pathname.replace(/\/+$/, '') || '/panel';
    const run = async (): Promise<PanelResult | 'sent'> => {
      const ownOrigin = `${isSecureRequest(req, context.trustProxyHops) ? 'https' : 'http'}://${req.headers.host}`;
      if (req.method === 'POST' && req.headers.origin && req.headers.origin !== ownOrigin) {
        return {
          status: 403,
          html: panelPage({ title: 'Refused', error: 'Cross-origin form posts are refused.' }, html``),
        };
      }
      const form =
        req.method === 'POST' ? new URLSearchParams((await readRawBody(req)).toString('utf8')) : new URLSearchParams();
      const request = { context, req, res, session: context.sessions.find(req), query: url.searchParams, form };
      return answer(router, request, path === '/panel' ? '/panel/orders' : path);
    };
    run()
      .then((result) => result !== 'sent' && send(res, result))
      .catch((error: unknown) => {
        if (error instanceof ApiError)
          return send(res, {
            status: error.status,
            html: panelPage({ title: 'Bad request', error: error.message }, html``),
          });
        console.error('shopkit panel: unexpected error', error);
        send(res, {
          status: 500,
          html: panelPage({ title: 'Error', error: 'Something went wrong; see the platform log.' }, html``),
        });
      });
  };
}
