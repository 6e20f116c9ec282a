// The shape of one admin API route: what a handler receives (the platform, the path's parameters, the query and the
// parsed JSON body, or the text of a CSV body) and what it answers, and the body rule a route may carry (a larger
// limit, CSV beside JSON, its body checked by the handler). The route files (admin-routes.ts and the add*Routes files
// it calls) all import it from here, so none imports the router's assembly back.
import type { PlatformContext } from '../platform-context.ts';
import type { Reply } from '../http/respond.ts';
import { MAX_BODY_BYTES } from '../http/read-body.ts';

export interface AdminRequest {
  platform: PlatformContext;
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  /** A `text/csv` body as text (only for a route whose body rule takes CSV; `body` is then undefined). */
  csv?: string;
}

export interface AdminBodyRule {
  /** The largest body the route reads (a 413 beyond it). */
  limitBytes: number;
  /** Also takes `text/csv`, handed over as `csv`. */
  csv: boolean;
  /** The handler checks the body against openapi.json itself (to list every failure of a file, not the first). */
  checkedByHandler: boolean;
}

export type AdminHandler = ((request: AdminRequest) => Reply | Promise<Reply>) & { bodyRule?: AdminBodyRule };

export const DEFAULT_ADMIN_BODY_RULE: AdminBodyRule = Object.freeze({
  limitBytes: MAX_BODY_BYTES,
  csv: false,
  checkedByHandler: false,
});

/** `handler` with a body rule of its own. */
export function withBodyRule(rule: Partial<AdminBodyRule>, handler: AdminHandler): AdminHandler {
  return Object.assign((request: AdminRequest) => handler(request), {
    bodyRule: { ...DEFAULT_ADMIN_BODY_RULE, ...rule },
  });
}
