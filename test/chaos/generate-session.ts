// Builds one shopper session from a seeded stream: a first add (it creates the cart), then steps that add, change
// quantities, remove lines, switch currency, read the cart and start checkout, sometimes several at once. Operations
// started together touch different variants, so their effects commute and the checker can reason about each variant
// on its own.
import type { Prng } from './create-prng.ts';
import type { ChaosOp, ChaosSessionPlan, ChaosStep, ChaosVariant, GenerateOptions } from './session-types.ts';

type Budget = Map<string, number>;

export function generateSession(prng: Prng, index: number, options: GenerateOptions): ChaosSessionPlan {
  if (options.variants.length === 0) throw new RangeError('generateSession needs at least one variant');
  const budget: Budget = new Map();
  const steps: ChaosStep[] = [[makeAdd(prng, prng.pick(options.variants), budget, options)]];
  const total = prng.int(options.minSteps, options.maxSteps);
  while (steps.length < total) {
    const size = prng.chance(0.35) ? prng.int(2, Math.max(2, options.maxConcurrency)) : 1;
    steps.push(makeStep(prng, size, budget, options));
  }
  return { index, seed: prng.seed, steps };
}

function makeStep(prng: Prng, size: number, budget: Budget, options: GenerateOptions): ChaosStep {
  const used = new Set<string>();
  const step: ChaosStep = [];
  for (let i = 0; i < size; i++) {
    const op = makeOp(prng, budget, options, used);
    if (op) step.push(op);
  }
  return step.length > 0 ? step : [{ kind: 'read' }];
}

function makeOp(prng: Prng, budget: Budget, options: GenerateOptions, used: Set<string>): ChaosOp | null {
  const free = options.variants.filter((variant) => !used.has(variant.variantId));
  const inCart = free.filter((variant) => (budget.get(variant.variantId) ?? 0) > 0);
  const roll = prng.next();
  let op: ChaosOp | null = null;
  if (roll < 0.4 && free.length > 0) op = makeAdd(prng, prng.pick(free), budget, options);
  else if (roll < 0.6 && inCart.length > 0) {
    const variant = prng.pick(inCart);
    const quantity = prng.int(0, Math.min(5, options.maxLineQuantity));
    budget.set(variant.variantId, Math.max(budget.get(variant.variantId) ?? 0, quantity));
    op = { kind: 'update', variant, quantity };
  } else if (roll < 0.72 && inCart.length > 0) op = { kind: 'remove', variant: prng.pick(inCart) };
  else if (roll < 0.84) op = { kind: 'currency', currency: prng.chance(0.25) ? null : prng.pick(options.currencies) };
  else if (roll < 0.93) op = { kind: 'read' };
  else op = { kind: 'checkout' };
  if (op && 'variant' in op) used.add(op.variant.variantId);
  return op;
}

function makeAdd(prng: Prng, variant: ChaosVariant, budget: Budget, options: GenerateOptions): ChaosOp {
  const room = options.maxLineQuantity - (budget.get(variant.variantId) ?? 0);
  const quantity = room < 1 ? 0 : prng.chance(0.2) ? undefined : prng.int(1, Math.min(3, room));
  // No room left on this line: change its quantity instead of adding, so stock never refuses the step.
  if (quantity === 0) return { kind: 'update', variant, quantity: prng.int(1, 3) };
  budget.set(variant.variantId, (budget.get(variant.variantId) ?? 0) + (quantity ?? 1));
  return { kind: 'add', variant, quantity, omitVariantId: variant.single && prng.chance(0.3) };
}
