// The transport of webhook deliveries under the URL policy (webhook-url-policy.ts): before each attempt the URL's host
// is resolved and every address checked, and the connection itself resolves the host again through a lookup that
// checks what it returns, so a name that answered with a public address for the check cannot switch to an internal
// one for the connection (DNS rebinding). Redirects are never followed. The same in every mode: local development
// opens more addresses (webhook-url-policy.ts), never link-local ones or a metadata service. The attempt's signal
// covers the resolution too, so a name server that never answers costs the attempt's timeout, not more.
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { WebhookFetch } from './deliver-once.ts';
import type { WebhookUrlPolicy } from './webhook-url-policy.ts';

export function createGuardedWebhookFetch(policy: WebhookUrlPolicy, injected?: WebhookFetch): WebhookFetch {
  return async (url, init) => {
    const checked = policy.resolveChecked(new URL(url).hostname).catch((error: Error) => {
      throw new Error(`refused: ${error.message}`);
    });
    await (init.signal ? Promise.race([checked, rejectOnAbort(init.signal)]) : checked);
    return injected ? injected(url, init) : request(url, init, checkedLookup(policy));
  };
}

/** Rejects with the signal's reason once it aborts. */
function rejectOnAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/** A `net` lookup that resolves through the policy: any refused address fails the connection before it is made. */
function checkedLookup(policy: WebhookUrlPolicy): LookupFunction {
  return (hostname, options, callback) => {
    policy.resolveChecked(hostname).then(
      (addresses) => {
        const wanted = options.family === 4 || options.family === 6 ? options.family : null;
        const usable = addresses.filter((a) => wanted === null || a.family === wanted);
        if (usable.length === 0) {
          callback(Object.assign(new Error(`host ${hostname} has no IPv${wanted} address`), { code: 'ENOTFOUND' }), '');
        } else if (options.all) callback(null, usable);
        else callback(null, usable[0]!.address, usable[0]!.family);
      },
      (error: Error) => callback(Object.assign(new Error(`refused: ${error.message}`), { code: 'EREFUSED' }), ''),
    );
  };
}

/** One GET with node:http(s) and the checked lookup; answers a body-less Response with the receiver's status. */
function request(url: string, init: RequestInit, lookup: LookupFunction): Promise<Response> {
  const target = new URL(url);
  const send = target.protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const outgoing = send(
      target,
      {
        method: init.method ?? 'GET',
        headers: init.headers as Record<string, string>,
        lookup,
        signal: init.signal ?? undefined,
        agent: false,
      },
      (incoming) => {
        incoming.resume();
        const status = incoming.statusCode ?? 500;
        resolve(new Response(null, { status: status < 200 || status > 599 ? 502 : status }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}
