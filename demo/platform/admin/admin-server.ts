// The admin origin: JSON behind `Authorization: Bearer <adminToken>`, errors in the same envelope as the API.
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PlatformContext } from '../platform-context.ts';
import { ApiError, errorBody } from '../http/api-error.ts';
import { parseJsonBody, readRawBody } from '../http/read-body.ts';
import { sendReply } from '../http/respond.ts';
import { createAdminRouter } from './admin-routes.ts';

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
      const body = parseJsonBody(await readRawBody(req), req.headers['content-type']);
      return match.value({ platform, params: match.params, query: url.searchParams, body });
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
