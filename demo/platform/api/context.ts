// What every commerce API handler receives, and the shape of a route.
import type { Reply } from '../http/respond.ts';
import type { Tx } from '../db/database.ts';
import type { SignedIn } from '../customers/customer-types.ts';
import type { PlatformContext } from '../platform-context.ts';
import type { KeyRecord, ShopRecord } from '../state/types.ts';
import type { LineProducts } from '../pricing/price-lines.ts';

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
   * server, or a page tool's request marked `Shopkit-Surface: agentic`), else null. Carts it makes or changes, and checkouts it starts, carry it (attribution/describe-surface.ts).
   */
  surface: 'agentic' | null;
  /** The signed-in customer of a route that reads the session token (`customer` on the route), else null. */
  customer: SignedIn | null;
  /**
   * The products this request has read in its transaction, by id, with their variants' stock (cart-access.ts
   * `readProducts`): a cart route reads each product once for its checks and its answer. Empty when the request starts.
   */
  products: LineProducts;
  /**
   * Runs `step` after the transaction committed, before the answer is sent (sending an e-mail: no transaction waits
   * on the network). A step may replace the answer; one that throws an ApiError answers with it instead, and the
   * request's Idempotency-Key is released so that a retry runs again.
   */
  afterCommit(step: (reply: Reply) => Promise<Reply>): void;
}

/** A step a route asked to run after its transaction committed. */
export type AfterCommit = (reply: Reply) => Promise<Reply>;

export interface ApiRoute {
  scope: string;
  /**
   * Whether the route reads the `Shopkit-Customer-Token` header: `required` refuses a request without a valid token
   * (401 session_invalid), `optional` treats a missing or refused token as a guest.
   */
  customer?: 'required' | 'optional';
  /** The answer holds a secret (a session token): it is never stored for an Idempotency-Key replay. */
  secretAnswer?: boolean;
  /**
   * The handler only reads: it runs through `db.read` (db/database.ts), without BEGIN and COMMIT on PostgreSQL. A
   * handler that writes anything, however small, must leave this off.
   */
  readOnly?: boolean;
  /**
   * The handler reads, then writes with one statement, its last: unless the request sent an Idempotency-Key (whose
   * claim is a write of its own), it runs through `db.singleWrite`, without BEGIN and COMMIT on PostgreSQL. Breaking
   * that rule throws before the statement is sent (db/single-write-guard.ts). A write that finds its row changed since
   * the read (RowChanged) runs the handler again in a transaction.
   */
  singleWrite?: boolean;
  /** A body limit below the API's default (MAX_BODY_BYTES): a 413 beyond it. */
  maxBodyBytes?: number;
  handle(request: ApiRequest): Promise<Reply>;
}
