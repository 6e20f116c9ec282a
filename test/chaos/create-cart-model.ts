// The intended cart, as a set of possible quantities per variant. An operation that succeeded has exactly its effect;
// one that failed after every retry may or may not have reached the platform, so both outcomes stay possible. The
// generator never starts two operations on one variant together, so variants are independent and the sets stay small.

export type CartEffect =
  { kind: 'add'; variantId: string; quantity: number } | { kind: 'set'; variantId: string; quantity: number };

export interface CartModel {
  /** Possible quantities of the variant's line (0 = no line). */
  possible(variantId: string): ReadonlySet<number>;
  variants(): string[];
  apply(effect: CartEffect, outcome: 'applied' | 'unknown'): void;
  /** Mismatches between the model and the quantities read from the platform (variant id -> quantity). */
  compare(actual: ReadonlyMap<string, number>): string[];
}

export function createCartModel(): CartModel {
  const states = new Map<string, Set<number>>();
  const possible = (variantId: string): Set<number> => states.get(variantId) ?? new Set([0]);
  return {
    possible,
    variants: () => [...states.keys()],
    apply(effect, outcome) {
      const before = possible(effect.variantId);
      const after = new Set<number>();
      for (const quantity of before) {
        after.add(effect.kind === 'add' ? quantity + effect.quantity : effect.quantity);
        if (outcome === 'unknown') after.add(quantity);
      }
      states.set(effect.variantId, after);
    },
    compare(actual) {
      const mismatches: string[] = [];
      const variantIds = new Set([...states.keys(), ...actual.keys()]);
      for (const variantId of variantIds) {
        const got = actual.get(variantId) ?? 0;
        const allowed = possible(variantId);
        if (!allowed.has(got)) {
          mismatches.push(`variant ${variantId}: platform has quantity ${got}, intended ${formatSet(allowed)}`);
        }
      }
      return mismatches;
    },
  };
}

function formatSet(values: ReadonlySet<number>): string {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 1 ? String(sorted[0]) : `one of {${sorted.join(', ')}}`;
}
