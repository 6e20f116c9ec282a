// The control panel on the admin origin under /panel: login with the local admin password, then orders, catalogue,
// Settings/API and Settings/Webhooks. Forms POST and redirect (303); cross-origin POSTs are refused.
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { html } from '../checkout/html.ts';
import { readRawBody } from '../http/read-body.ts';
import { sendText } from '../http/respond.ts';
import type { Database } from '../db/database.ts';
import type { WebhookDispatcher } from '../webhooks/create-webhook-dispatcher.ts';
import { panelPage } from './panel-layout.ts';
import type { PanelSession, PanelSessions } from './panel-sessions.ts';
import { handlePanelAction, type PanelResult } from './panel-actions.ts';
import { renderPanelPage } from './panel-views.ts';

export interface PanelContext {
  db: Database;
  sessions: PanelSessions;
  webhooks: WebhookDispatcher;
  v1Url: () => string;
  now: () => number;
}

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
  sendText(res, result.status, 'text/html; charset=utf-8', result.html, { ...HTML_HEADERS, ...cookie });
}

const loginPage = (error: string | null, status = 200): PanelResult => ({
  status,
  html: panelPage(
    { title: 'Log in', error },
    html`<form method="post" action="/panel/login" id="login">
<label for="password">Admin password (printed when the platform started)</label>
<input type="password" id="password" name="password" required autocomplete="current-password" autofocus>
<p><button type="submit">Log in</button></p></form>`,
  ),
});

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
    const created = context.sessions.login(form.get('password') ?? '');
    return created
      ? [{ redirect: '/panel/orders' }, context.sessions.cookie(created)]
      : [loginPage('Wrong password.', 401)];
  }
  if (!session) return [method === 'GET' ? { redirect: '/panel/login' } : loginPage('Log in first.', 401)];
  if (path === '/panel/logout' && method === 'POST') {
    context.sessions.logout(session.token);
    return [{ redirect: '/panel/login' }, context.sessions.cookie(null)];
  }
  if (method === 'GET')
    return [
      await renderPanelPage(context, session, path, new URL(req.url ?? '/', 'http://panel.invalid').searchParams),
    ];
  if (method === 'POST') return [await handlePanelAction(context, session, path, form)];
  return [{ status: 405, html: panelPage({ title: 'Not allowed' }, html`<p>Use the forms of the panel.</p>`) }];
}

export function createPanelHandler(context: PanelContext) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const path = new URL(req.url ?? '/', 'http://panel.invalid').pathname.replace(/\/+$/, '') || '/panel';
    if (path === '/panel/panel.css') {
      sendText(res, 200, 'text/css; charset=utf-8', CSS, { 'Cache-Control': 'no-cache' });
      return;
    }
    const run = async (): Promise<[PanelResult, string?]> => {
      if (req.method === 'POST' && req.headers.origin && req.headers.origin !== `http://${req.headers.host}`) {
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
        console.error('shopkit panel: unexpected error', error);
        send(res, {
          status: 500,
          html: panelPage({ title: 'Error', error: 'Something went wrong; see the platform log.' }, html``),
        });
      });
  };
}
