// The control panel on the admin origin under /panel: login with the local admin password, then orders, catalogue,
// Settings/API and Settings/Webhooks. Forms POST and redirect (303); cross-origin POSTs are refused.
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { html } from '../checkout/html.ts';
import { ApiError } from '../http/api-error.ts';
import { readRawBody } from '../http/read-body.ts';
import { sendText } from '../http/respond.ts';
import { isSecureRequest } from '../limits/resolve-client-address.ts';
import { answerLogin, loginPage } from './panel-login.ts';
import { panelPage } from './panel-layout.ts';
import type { PanelSession } from './panel-sessions.ts';
import { handlePanelAction } from './panel-actions.ts';
import type { PanelContext, PanelResult } from './panel-context.ts';
import { renderPanelPage } from './panel-views.ts';
import { leavePanelMessage } from './panel-messages.ts';
import { consentLogCsv } from './consent-log-csv.ts';
import { findPanelShop } from './find-panel-shop.ts';

const CSS = fs.readFileSync(new URL('./panel.css', import.meta.url), 'utf8');
const HTML_HEADERS = {
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; style-src 'self'; form-action 'self'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
};

function send(res: ServerResponse, result: PanelResult, setCookie?: string): void {
  const cookie: Record<string, string> = setCookie ? { 'Set-Cookie': setCookie } : {};
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

async function route(
  context: PanelContext,
  req: IncomingMessage,
  path: string,
  session: PanelSession | null,
  form: URLSearchParams,
): Promise<[PanelResult, string?]> {
  const method = req.method ?? 'GET';
  if (path === '/panel/login') {
    if (method === 'GET') return [session ? { redirect: '/panel/orders' } : loginPage(null)];
    return answerLogin(context, req, form);
  }
  if (!session) return [method === 'GET' ? { redirect: '/panel/login' } : loginPage('Log in first.', 401)];
  if (path === '/panel/logout' && method === 'POST') {
    context.sessions.logout(session.token);
    return [{ redirect: '/panel/login' }, context.sessions.cookie(null, isSecureRequest(req, context.trustProxyHops))];
  }
  if (method === 'GET')
    return [
      await renderPanelPage(context, session, path, new URL(req.url ?? '/', 'http://panel.invalid').searchParams),
    ];
  if (method === 'POST') {
    const result = await handlePanelAction(context, session, path, form);
    if (!('redirect' in result) || !result.message) return [result];
    return [{ redirect: leavePanelMessage(session, result.redirect, result.message) }];
  }
  return [{ status: 405, html: panelPage({ title: 'Not allowed' }, html`<p>Use the forms of the panel.</p>`) }];
}

/** Streams the shop's consent log as a CSV download, read in batches so a long log never sits in memory whole. */
async function downloadConsentLog(context: PanelContext, session: PanelSession, res: ServerResponse): Promise<void> {
  try {
    const shop = await context.db.transaction((tx) => findPanelShop(tx, session));
    const day = new Date(context.now()).toISOString().slice(0, 10);
    res.writeHead(200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="consent-log-${shop.id}-${day}.csv"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    for await (const chunk of consentLogCsv(context.db, shop.id)) {
      if (!res.write(chunk)) await new Promise((resolve) => res.once('drain', resolve));
    }
    res.end();
  } catch (error) {
    console.error('shopkit panel: consent log export failed', error);
    if (!res.headersSent)
      send(res, { status: 500, html: panelPage({ title: 'Error', error: 'The export failed.' }, html``) });
    else res.destroy();
  }
}

export function createPanelHandler(context: PanelContext) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const path = new URL(req.url ?? '/', 'http://panel.invalid').pathname.replace(/\/+$/, '') || '/panel';
    if (path === '/panel/panel.css') {
      sendText(res, 200, 'text/css; charset=utf-8', CSS, { 'Cache-Control': 'no-cache' });
      return;
    }
    if (path === '/panel/consent-log.csv' && req.method === 'GET') {
      const session = context.sessions.find(req);
      if (session) {
        void downloadConsentLog(context, session, res);
        return;
      }
    }
    const run = async (): Promise<[PanelResult, string?]> => {
      const ownOrigin = `${isSecureRequest(req, context.trustProxyHops) ? 'https' : 'http'}://${req.headers.host}`;
      if (req.method === 'POST' && req.headers.origin && req.headers.origin !== ownOrigin) {
        return [
          { status: 403, html: panelPage({ title: 'Refused', error: 'Cross-origin form posts are refused.' }, html``) },
        ];
      }
      const form =
        req.method === 'POST' ? new URLSearchParams((await readRawBody(req)).toString('utf8')) : new URLSearchParams();
      return route(context, req, path === '/panel' ? '/panel/orders' : path, context.sessions.find(req), form);
    };
    run()
      .then(([result, cookie]) => send(res, result, cookie))
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
