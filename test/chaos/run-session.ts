// Drives one planned shopper session through a fresh client, step by step (operations of a step start together),
// then compares the platform's cart with the intended model and the wire log's idempotency story.
import type { Cart, ShopkitClient } from '../../src/index.ts';
import { checkCart } from './check-cart.ts';
import { createCartModel } from './create-cart-model.ts';
import type { PlatformReader } from './create-platform-reader.ts';
import { createWireLog, type Fetch, type WireCounts } from './create-wire-log.ts';
import { runOp, type OpOutcome } from './run-op.ts';
import { describeOp, type ChaosSessionPlan } from './session-types.ts';

export interface SessionDeps {
  /** A new client for this session, whose requests go through the given fetch. */
  createClient(fetch: Fetch): ShopkitClient;
  baseFetch: Fetch;
  reader: PlatformReader;
  /** The currency the platform answers in for a shopper's choice (null = the shop's own). */
  resolveCurrency(choice: string | null): string;
  /** The currency a checkout charges for that choice (a display-only currency charges the shop's own). */
  resolveChargeCurrency(choice: string | null): string;
}

export interface SessionResult {
  index: number;
  seed: number;
  ops: number;
  outcomes: Record<OpOutcome['status'], number>;
  failures: Record<string, number>;
  mismatches: string[];
  wire: WireCounts;
  cartId: string | null;
}

export async function runSession(plan: ChaosSessionPlan, deps: SessionDeps): Promise<SessionResult> {
  const wire = createWireLog(deps.baseFetch);
  const client = deps.createClient(wire.fetch);
  const model = createCartModel();
  let lastCart: Cart | null = null;
  let currency: string | null = null;
  let currencyCertain = true;
  const unsubscribe = client.onCartChange((cart) => {
    lastCart = cart;
  });
  const result: SessionResult = {
    index: plan.index,
    seed: plan.seed,
    ops: 0,
    outcomes: { done: 0, failed: 0, skipped: 0 },
    failures: {},
    mismatches: [],
    wire: wire.counts(),
    cartId: null,
  };
  const context = {
    client,
    stepOps: [],
    model,
    lastCart: () => lastCart,
    expectedChargeCurrency: () => (currencyCertain ? deps.resolveChargeCurrency(currency) : undefined),
  };
  for (const [stepIndex, step] of plan.steps.entries()) {
    const before = await client.cart.id();
    currencyCertain = !step.some((op) => op.kind === 'currency');
    const outcomes = await Promise.all(step.map((op) => runOp(op, { ...context, stepOps: step })));
    for (const [i, outcome] of outcomes.entries()) {
      const op = step[i]!;
      result.ops++;
      result.outcomes[outcome.status]++;
      if (outcome.failure) result.failures[outcome.failure] = (result.failures[outcome.failure] ?? 0) + 1;
      if (outcome.defect) result.mismatches.push(`step ${stepIndex} (${describeOp(op)}): ${outcome.defect}`);
      if (outcome.effect) model.apply(outcome.effect, outcome.status === 'done' ? 'applied' : 'unknown');
      if (op.kind === 'currency' && outcome.status === 'done') currency = op.currency;
    }
    const after = await client.cart.id();
    if (before !== null && after !== before) {
      result.mismatches.push(`step ${stepIndex}: the remembered cart changed from ${before} to ${after ?? 'nothing'}`);
    }
  }
  unsubscribe();
  result.cartId = await client.cart.id();
  const cart = result.cartId ? await deps.reader.cart(result.cartId, currency) : null;
  if (result.cartId && !cart)
    result.mismatches.push(`the remembered cart ${result.cartId} does not exist on the platform`);
  result.mismatches.push(...checkCart(cart, { model, currency: deps.resolveCurrency(currency) }));
  result.mismatches.push(...(await checkClientView(client, cart, deps.resolveCurrency(currency))));
  result.mismatches.push(...wire.replayConflicts());
  result.wire = wire.counts();
  return result;
}

/** The client's own read of its cart agrees with the platform and is priced in the chosen currency. */
async function checkClientView(
  client: ShopkitClient,
  platformCart: { id: string; items: Array<{ variantId: string; quantity: number }> } | null,
  currency: string,
): Promise<string[]> {
  for (let attempt = 0; attempt < 5; attempt++) {
    let seen: Cart | null;
    try {
      seen = await client.cart.current();
    } catch {
      continue;
    }
    if (platformCart === null) return seen === null ? [] : [`client reads cart ${seen.id} where the platform has none`];
    if (seen === null) return [`client lost its cart ${platformCart.id}`];
    const describe = (items: Array<{ variantId: string; quantity: number }>) =>
      items
        .map((item) => `${item.variantId}x${item.quantity}`)
        .sort()
        .join(',');
    const problems: string[] = [];
    if (describe(seen.items) !== describe(platformCart.items))
      problems.push(`client reads [${describe(seen.items)}], platform has [${describe(platformCart.items)}]`);
    if (seen.currency !== currency)
      problems.push(`client's cart is priced in ${seen.currency}, shopper chose ${currency}`);
    return problems;
  }
  return ['client could not read its cart in 5 tries'];
}
