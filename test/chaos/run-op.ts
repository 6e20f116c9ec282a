// Runs one planned operation against a client and says what it means for the intended cart: the effect it has when
// it happened, whether it surely happened, and, when it failed, whether that failure is one a shopper may see under
// faults (retries exhausted, a line already gone) or a defect.
import type { Cart, ShopkitClient } from '../../src/index.ts';
import type { CartEffect, CartModel } from './create-cart-model.ts';
import type { ChaosOp } from './session-types.ts';

export interface OpContext {
  client: ShopkitClient;
  model: CartModel;
  /** Every operation of the current step (they run together, so their effects may land before this one). */
  stepOps: readonly ChaosOp[];
  /** The cart the client last handed back (through a result or onCartChange). */
  lastCart(): Cart | null;
  /** The currency a checkout charges for the shopper's choice (a display-only currency charges the shop's own);
   * undefined when a currency change runs in the same step. */
  expectedChargeCurrency(): string | undefined;
}

export interface OpOutcome {
  status: 'done' | 'failed' | 'skipped';
  effect: CartEffect | null;
  /** Set when a failure is not one the faults explain. */
  defect?: string;
  /** The error's name and status, for the failure tally. */
  failure?: string;
}

export async function runOp(op: ChaosOp, context: OpContext): Promise<OpOutcome> {
  const { client } = context;
  const lineId =
    'variant' in op ? context.lastCart()?.items.find((item) => item.variantId === op.variant.variantId)?.id : undefined;
  let effect: CartEffect | null = null;
  try {
    switch (op.kind) {
      case 'add': {
        effect = { kind: 'add', variantId: op.variant.variantId, quantity: op.quantity ?? 1 };
        const line = op.omitVariantId
          ? { productId: op.variant.productId }
          : { productId: op.variant.productId, variantId: op.variant.variantId };
        await client.cart.add(op.quantity === undefined ? line : { ...line, quantity: op.quantity });
        break;
      }
      case 'update':
      case 'remove': {
        if (lineId === undefined) return { status: 'skipped', effect: null };
        effect = { kind: 'set', variantId: op.variant.variantId, quantity: op.kind === 'update' ? op.quantity : 0 };
        await (op.kind === 'update' ? client.cart.update(lineId, op.quantity) : client.cart.remove(lineId));
        break;
      }
      case 'currency':
        await client.setCurrency(op.currency);
        break;
      case 'read':
        await client.cart.current();
        break;
      case 'checkout':
        return await startCheckout(context);
    }
    return { status: 'done', effect };
  } catch (error) {
    return { status: 'failed', effect, ...classifyFailure(op, error, context) };
  }
}

async function startCheckout(context: OpContext): Promise<OpOutcome> {
  const handoff = await context.client.checkout.start({
    successUrl: 'http://127.0.0.1/done',
    backUrl: 'http://127.0.0.1/cart',
  });
  const expected = context.expectedChargeCurrency();
  const defect =
    expected !== undefined && handoff.currency !== expected
      ? `checkout handoff in ${handoff.currency}, expected ${expected}`
      : undefined;
  return defect ? { status: 'done', effect: null, defect } : { status: 'done', effect: null };
}

interface FailureClass {
  failure: string;
  defect?: string;
}

export function classifyFailure(op: ChaosOp, error: unknown, context: OpContext): FailureClass {
  const shaped = error as { name?: unknown; status?: unknown; code?: unknown; message?: unknown };
  const name = typeof shaped.name === 'string' ? shaped.name : typeof error;
  const status = typeof shaped.status === 'number' ? shaped.status : null;
  const failure = `${op.kind}: ${status === null ? name : `${name} ${status} ${String(shaped.code)}`}`;
  if (name === 'ShopkitNetworkError' || name === 'ShopkitTimeoutError') return { failure };
  if (name === 'ShopkitHttpError' && status !== null && (status === 429 || status >= 500)) return { failure };
  if (isExplained(op, status, name, context)) return { failure };
  return { failure, defect: `${op.kind} failed with ${failure}: ${String(shaped.message)}` };
}

function isExplained(op: ChaosOp, status: number | null, name: string, context: OpContext): boolean {
  if ('variant' in op && op.kind !== 'add') {
    // The line may already be gone when an earlier change to it failed without an answer.
    return status === 404 && context.model.possible(op.variant.variantId).has(0);
  }
  if (op.kind === 'checkout') {
    const emptied = new Set(
      context.stepOps.flatMap((other) =>
        other.kind === 'update' || other.kind === 'remove' ? [other.variant.variantId] : [],
      ),
    );
    const mayBeEmpty = context.model.variants().every((id) => emptied.has(id) || context.model.possible(id).has(0));
    const noCart = context.lastCart() === null;
    return (
      mayBeEmpty && (status === 400 || status === 404 || status === 410 || noCart || name === 'ShopkitCheckoutError')
    );
  }
  return false;
}
