import { expect } from 'chai';
import { createPrng } from './create-prng.ts';
import { generateSession } from './generate-session.ts';
import { DEFAULT_GENERATE_OPTIONS, type ChaosVariant, type GenerateOptions } from './session-types.ts';

const VARIANTS: ChaosVariant[] = [
  { productId: 'p1', variantId: 'v1', single: true },
  { productId: 'p2', variantId: 'v2a', single: false },
  { productId: 'p2', variantId: 'v2b', single: false },
  { productId: 'p3', variantId: 'v3', single: true },
];
const OPTIONS: GenerateOptions = { ...DEFAULT_GENERATE_OPTIONS, variants: VARIANTS, currencies: ['EUR', 'USD'] };

describe('chaos: generateSession', () => {
  it('builds the same plan from the same seed', () => {
    expect(generateSession(createPrng(5), 0, OPTIONS)).to.deep.equal(generateSession(createPrng(5), 0, OPTIONS));
  });

  it('starts every session with a single add, which creates the cart', () => {
    for (let seed = 0; seed < 50; seed++) {
      const plan = generateSession(createPrng(seed), seed, OPTIONS);
      expect(plan.steps[0]).to.have.length(1);
      expect(plan.steps[0]![0]!.kind).to.equal('add');
    }
  });

  it('never starts two operations on the same variant together', () => {
    for (let seed = 0; seed < 200; seed++) {
      for (const step of generateSession(createPrng(seed), seed, OPTIONS).steps) {
        const variants = step.flatMap((op) => ('variant' in op ? [op.variant.variantId] : []));
        expect(new Set(variants).size, `seed ${seed}`).to.equal(variants.length);
      }
    }
  });

  it('keeps the step count and group size inside the options', () => {
    for (let seed = 0; seed < 100; seed++) {
      const plan = generateSession(createPrng(seed), seed, OPTIONS);
      expect(plan.steps.length).to.be.within(OPTIONS.minSteps, OPTIONS.maxSteps);
      for (const step of plan.steps) expect(step.length).to.be.within(1, OPTIONS.maxConcurrency);
    }
  });

  it('never lets a line grow past maxLineQuantity even if every add lands', () => {
    const tight = { ...OPTIONS, maxLineQuantity: 4, minSteps: 30, maxSteps: 30 };
    for (let seed = 0; seed < 50; seed++) {
      const highest = new Map<string, number>();
      for (const op of generateSession(createPrng(seed), seed, tight).steps.flat()) {
        if (op.kind === 'add')
          highest.set(op.variant.variantId, (highest.get(op.variant.variantId) ?? 0) + (op.quantity ?? 1));
        if (op.kind === 'update')
          highest.set(op.variant.variantId, Math.max(highest.get(op.variant.variantId) ?? 0, op.quantity));
      }
      for (const quantity of highest.values()) expect(quantity).to.be.at.most(tight.maxLineQuantity);
    }
  });

  it('uses every kind of operation, concurrency and an omitted variant id across a run', () => {
    const kinds = new Set<string>();
    let concurrent = 0;
    let omitted = 0;
    for (let seed = 0; seed < 100; seed++) {
      for (const step of generateSession(createPrng(seed), seed, OPTIONS).steps) {
        if (step.length > 1) concurrent++;
        for (const op of step) {
          kinds.add(op.kind);
          if (op.kind === 'add' && op.omitVariantId) omitted++;
        }
      }
    }
    expect([...kinds].sort()).to.deep.equal(['add', 'checkout', 'currency', 'read', 'remove', 'update']);
    expect(concurrent).to.be.greaterThan(50);
    expect(omitted).to.be.greaterThan(5);
  });

  it('omits the variant id only for single-variant products', () => {
    for (let seed = 0; seed < 100; seed++) {
      for (const op of generateSession(createPrng(seed), seed, OPTIONS).steps.flat()) {
        if (op.kind === 'add' && op.omitVariantId) expect(op.variant.single).to.equal(true);
      }
    }
  });
});
