// The shape of one admin API route: what a handler receives (the platform, the path's parameters, the query and the
// parsed JSON body) and what it answers. The route files (admin-routes.ts and the add*Routes files it calls) all
// import it from here, so none imports the router's assembly back.
import type { PlatformContext } from '../platform-context.ts';
import type { Reply } from '../http/respond.ts';

export interface AdminRequest {
  platform: PlatformContext;
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
}

export type AdminHandler = (request: AdminRequest) => Reply | Promise<Reply>;
