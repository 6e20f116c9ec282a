// The mail catcher's web page: the messages it caught, newest first (`/`), one message with its text and its HTML
// (`/messages/<id>`; the HTML part is framed from `/messages/<id>/html` under a sandboxing policy that runs no script
// and loads nothing), and the same as JSON for tools and tests (`/api/messages`, `?to=<address>` filters). Every value
// from a message is escaped. No page has a script.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { html, type SafeHtml } from '../../checkout/html.ts';
import { sendText } from '../../http/respond.ts';
import type { CaughtMail, CaughtMessage } from './caught-mail.ts';

const PAGE_POLICY =
  "default-src 'none'; style-src 'self'; frame-src 'self'; img-src data:; base-uri 'none'; form-action 'none'";
/** A caught message's HTML: styles of its own, pictures only inline, nothing run, nothing fetched. */
const MESSAGE_POLICY = "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:";

const CSS = `body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1d232a; background: #f6f7f9; }
header, main { max-width: 60rem; margin: 0 auto; padding: 1rem; }
header { border-bottom: 1px solid #d5d9df; }
h1 { font-size: 1.4rem; margin: 0.5rem 0; }
table { width: 100%; border-collapse: collapse; background: #fff; }
th, td { text-align: left; padding: 0.5rem; border-bottom: 1px solid #e3e6ea; vertical-align: top; }
td { overflow-wrap: anywhere; }
a { color: #0b57d0; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #fff; padding: 1rem; border: 1px solid #d5d9df; }
iframe { width: 100%; height: 32rem; border: 1px solid #d5d9df; background: #fff; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
dd { margin: 0; overflow-wrap: anywhere; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
@media (max-width: 40rem) { .when { display: none; } }`;

function frame(title: string, content: SafeHtml): string {
  return html`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Shopkit mail catcher</title><link rel="stylesheet" href="/catcher.css"></head>
<body><header><p>Shopkit mail catcher: what the local platform sent. Nothing here was delivered.</p></header>
<main>${content}</main></body></html>`.text;
}

function listPage(messages: CaughtMessage[]): string {
  const rows = [...messages].reverse().map(
    (message) => html`<tr data-message-id="${message.id}">
<td class="when">${message.receivedAt.replace('T', ' ').slice(0, 19)}</td><td>${message.to.join(', ')}</td>
<td><a href="/messages/${message.id}">${message.subject || '(no subject)'}</a></td></tr>`,
  );
  return frame(
    'Messages',
    html`<h1>Messages (${messages.length})</h1>
${
  messages.length === 0
    ? html`<p id="no-messages">No message yet. Sign in on the shop or place an order, then reload this page.</p>`
    : html`<table id="messages"><caption class="visually-hidden">Caught messages, newest first</caption>
<thead><tr><th scope="col" class="when">Received (UTC)</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead>
<tbody>${rows}</tbody></table>`
}`,
  );
}

function messagePage(message: CaughtMessage): string {
  return frame(
    message.subject || 'Message',
    html`<p><a href="/">← All messages</a></p><h1 id="subject">${message.subject || '(no subject)'}</h1>
<dl><dt>From</dt><dd>${message.from}</dd><dt>To</dt><dd>${message.to.join(', ')}</dd>
<dt>Received</dt><dd>${message.receivedAt}</dd></dl>
<h2>Text</h2><pre id="text">${message.text}</pre>
${message.html ? html`<h2>HTML</h2><iframe title="The message as HTML" sandbox src="/messages/${message.id}/html"></iframe>` : ''}`,
  );
}

export function createCatcherListener(mail: CaughtMail) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const url = new URL(req.url ?? '/', 'http://catcher.invalid');
    const page = (status: number, body: string) =>
      sendText(res, status, 'text/html; charset=utf-8', body, {
        'Content-Security-Policy': PAGE_POLICY,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      });
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return sendText(res, 405, 'text/plain; charset=utf-8', 'Method not allowed', { Allow: 'GET, HEAD' });
    if (url.pathname === '/catcher.css') return sendText(res, 200, 'text/css; charset=utf-8', CSS);
    if (url.pathname === '/') return page(200, listPage(mail.list()));
    if (url.pathname === '/api/messages') {
      const to = url.searchParams.get('to')?.toLowerCase();
      const found = mail.list().filter((message) => !to || message.to.some((entry) => entry.toLowerCase() === to));
      return sendText(res, 200, 'application/json; charset=utf-8', JSON.stringify({ data: found.reverse() }), {
        'Cache-Control': 'no-store',
      });
    }
    const match = /^\/messages\/(\d{1,9})(\/html)?$/.exec(url.pathname);
    const message = match ? mail.find(Number(match[1])) : null;
    if (!message)
      return page(404, frame('Not found', html`<h1>No such message</h1><p><a href="/">All messages</a></p>`));
    if (!match?.[2]) return page(200, messagePage(message));
    sendText(res, 200, 'text/html; charset=utf-8', message.html, {
      'Content-Security-Policy': MESSAGE_POLICY,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  };
}
