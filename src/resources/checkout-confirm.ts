// checkout.confirm: the order this browser placed, read from its own checkout session and never from the order
// number alone, so a shared thank-you link shows nothing private. While the payment provider has not confirmed the
// payment (`processing`) it asks again with capped backoff until `waitMs` has passed, then answers `pending`.
import type {
  CheckoutConfirmOptions,
  CheckoutSession,
  ShopkitConfirmationStatus,
  ShopkitOrderConfirmation,
} from '../types.ts';
import type { ConfirmedOrders } from './confirmed-orders.ts';

export const DEFAULT_CONFIRM_WAIT_MS = 30_000;
export const CONFIRM_FIRST_DELAY_MS = 1_000;
export const CONFIRM_MAX_DELAY_MS = 5_000;

export interface ConfirmDeps {
  /** GET /v2/checkout/{id}; null when the session is unknown or gone. */
  read(sessionId: string, signal?: AbortSignal): Promise<CheckoutSession | null>;
  rememberedSession(): Promise<string | null>;
  /** A paid session: remembers its order (unreported unless `report`) and forgets the session and its cart. */
  settle(session: CheckoutSession, report: boolean): Promise<boolean>;
  /** The platform dropped this cart when the shopper paid: forget it if it is the remembered one. */
  forgetCart(cartId: string): Promise<void>;
  orders: ConfirmedOrders;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
  now(): number;
}

const answer = (
  status: ShopkitConfirmationStatus,
  orderNumber: string | null,
  session: CheckoutSession | null,
  firstConfirmation = false,
): ShopkitOrderConfirmation => ({ status, orderNumber, session, firstConfirmation });

async function resolveSessionId(deps: ConfirmDeps, options: CheckoutConfirmOptions): Promise<string | null> {
  if (options.sessionId) return options.sessionId;
  const remembered = options.orderNumber ? await deps.orders.find(options.orderNumber) : null;
  return remembered?.sessionId ?? (await deps.rememberedSession());
}

export async function confirmOrder(
  deps: ConfirmDeps,
  options: CheckoutConfirmOptions = {},
): Promise<ShopkitOrderConfirmation> {
  const asked = options.orderNumber || null;
  const waitMs = Math.max(0, options.waitMs ?? DEFAULT_CONFIRM_WAIT_MS);
  const sessionId = await resolveSessionId(deps, options);
  if (!sessionId) return answer('unknown', asked, null);
  const started = deps.now();
  let delay = CONFIRM_FIRST_DELAY_MS;
  let slept = 0;
  let announced = false;
  for (;;) {
    const session = await deps.read(sessionId, options.signal);
    if (!session || (asked !== null && session.orderNumber !== asked)) return answer('unknown', asked, null);
    if (session.status === 'paid') {
      const reportedBefore = await deps.settle(session, true);
      return answer('confirmed', session.orderNumber, session, !reportedBefore);
    }
    if (session.status !== 'processing') return answer(session.status, session.orderNumber ?? asked, session);
    await deps.forgetCart(session.cartId);
    if (!announced) options.onPending?.(session);
    announced = true;
    // Request time counts too when the clock moves; the waits alone bound it when it does not (tests).
    if (Math.max(deps.now() - started, slept) + delay > waitMs) return answer('pending', session.orderNumber, session);
    await deps.sleep(delay, options.signal);
    slept += delay;
    delay = Math.min(CONFIRM_MAX_DELAY_MS, Math.round(delay * 1.5));
  }
}
