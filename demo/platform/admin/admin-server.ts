// The admin origin: JSON behind `Authorization: Bearer <adminToken>`, errors in the same envelope as the API. A request
// to an operation openapi.json describes is checked against it before its handler runs (the query and the JSON body),
// and its body is read up to the route's limit (admin-handler.ts: a bulk import reads more, and takes CSV too).
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PlatformContext } from '../platform-context.ts';
import { ApiError, errorBody } from '../http/api-error.ts';
import { REQUEST_CONTRACT } from '../http/platform-contract.ts';
import { parseJsonBody, readRawBody } from '../http/read-body.ts';
import { sendReply } from '../http/respond.ts';
import { DEFAULT_ADMIN_BODY_RULE, type AdminBodyRule, type AdminRequest } from './admin-handler.ts';
import { createAdminRouter } from './admin-routes.ts';

const CSV = /^text\/csv\b/i;

/** The body as the route takes it: parsed JSON, or CSV text where the route allows it. */
async function readBody(req: IncomingMessage, rule: AdminBodyRule): Promise<Pick<AdminRequest, 'body' | 'csv'>> {
  const raw = await readRawBody(req, rule.limitBytes);
  const type = req.headers['content-type'];
  if (rule.csv && type !== undefined && CSV.test(type)) return { body: undefined, csv: raw.toString('utf8') };
  return { body: parseJsonBody(raw, type) };
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function createAdminListener(platform: PlatformContext, adminToken: string, router = createAdminRouter()) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const url = new URL(req.url ?? '/', 'http://admin.invalid');
    const run = async () => {
      const match = router.match(req.method ?? 'GET', url.pathname);
      if (match.kind === 'not_found')
        throw new ApiError('not_found', `no such admin path ${JSON.stringify(url.pathname.slice(0, 120))}`);
      if (match.kind === 'method_not_allowed')
        throw new ApiError('method_not_allowed', `use ${match.allow.join(', ')}`, {
          headers: { Allow: match.allow.join(', ') },
        });
      const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      if (!sameToken(token, adminToken)) throw new ApiError('unauthorized', 'admin token missing or wrong');
      const rule = match.value.bodyRule ?? DEFAULT_ADMIN_BODY_RULE;
      const { body, csv } = await readBody(req, rule);
      const query = url.searchParams;
      REQUEST_CONTRACT.check(req.method ?? 'GET', match.pattern, rule.checkedByHandler ? { query } : { query, body });
      return match.value({ platform, params: match.params, query, body, ...(csv === undefined ? {} : { csv }) });
    };
    run()
      .then((reply) => sendReply(res, reply))
      .catch((error: unknown) => {
        const apiError = error instanceof ApiError ? error : new ApiError('internal', 'internal error');
        if (!(error instanceof ApiError)) console.error('shopkit admin: unexpected error', error);
        sendReply(res, { status: apiError.status, body: errorBody(apiError), headers: apiError.extras.headers ?? {} });
      });
  };
}
