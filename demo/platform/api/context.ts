// What every commerce API handler receives, and the shape of a route.
import type { Reply } from '../http/respond.ts';
import type { Tx } from '../db/database.ts';
import type { PlatformContext } from '../platform-context.ts';
import type { KeyRecord, ShopRecord } from '../state/types.ts';

/** A request being answered, inside its transaction `tx` (committed when the handler resolves). */
export interface ApiRequest {
  platform: PlatformContext;
  tx: Tx;
  shop: ShopRecord;
  key: KeyRecord;
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  /** Who asked: the socket's peer address and the request's `Origin` header (both may be absent). */
  client: { address: string | null; origin: string | null };
  /**
   * The surface the request acts for when it is not the campaign's own: `agentic` for an agent's tool (the MCP
   * server), else null. Carts it makes or changes, and checkouts it starts, carry it (attribution/describe-surface.ts).
   */
  surface: 'agentic' | null;
}

export interface ApiRoute {
  scope: string;
  /** A body limit below the API's default (MAX_BODY_BYTES): a 413 beyond it. */
  maxBodyBytes?: number;
  handle(request: ApiRequest): Promise<Reply>;
}
