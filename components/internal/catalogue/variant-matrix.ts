// The options matrix (Size x Colour) as choices: which variant a selection pins, which values are still purchasable
// given the other choices, and how a choice that leaves no variant is repaired (docs/elements.md, variant picker).
import type { Product, Variant } from '../../../src/index.ts';

/** The chosen value of each option, by option name; options not chosen yet are absent. */
export type Selection = Record<string, string>;

export interface OptionValueChoice {
  name: string;
  /** Some in-stock variant has this value together with the other chosen values. */
  available: boolean;
  selected: boolean;
  /** A stable id for `<label for>`, unique per product, option and value. */
  id: string;
}
export interface OptionChoice {
  name: string;
  /** A stable id per product and option, for a radio group's `name` in the merchant's markup. */
  id: string;
  values: OptionValueChoice[];
}

const matches = (variant: Variant, selection: Selection, except?: string): boolean =>
  Object.entries(selection).every(([name, value]) => name === except || variant.options[name] === value);

/** The variant a complete selection names; null while an option is unchosen or the combination does not exist. */
export function findVariant(product: Product, selection: Selection): Variant | null {
  if (product.variants.length === 1) return product.variants[0]!;
  if (product.options.length === 0 || product.options.some((option) => !(option.name in selection))) return null;
  return product.variants.find((variant) => matches(variant, selection)) ?? null;
}

export const selectionOf = (variant: Variant): Selection => ({ ...variant.options });

/** The option names still to choose, in the product's order. */
export const missingOptions = (product: Product, selection: Selection): string[] =>
  product.options.filter((option) => !(option.name in selection)).map((option) => option.name);

/**
 * The selection after choosing `value` for `name`. When no variant has that value together with the other chosen
 * values, the others move to the variant with that value that keeps most of them, preferring one in stock.
 */
export function chooseValue(product: Product, selection: Selection, name: string, value: string): Selection {
  const next = { ...selection, [name]: value };
  if (product.variants.some((variant) => matches(variant, next))) return next;
  const candidates = product.variants.filter((variant) => variant.options[name] === value);
  const score = (variant: Variant): number =>
    (variant.available ? 100 : 0) + Object.entries(selection).filter(([n, v]) => variant.options[n] === v).length;
  const best = candidates.reduce<Variant | null>((top, v) => (top === null || score(v) > score(top) ? v : top), null);
  return best ? selectionOf(best) : next;
}

/** Every option with its values marked selected and available, for the picker and for bindings. */
export function describeChoices(product: Product, selection: Selection): OptionChoice[] {
  return product.options.map((option, optionIndex) => ({
    name: option.name,
    id: `${product.id}-o${optionIndex}`,
    values: option.values.map((value, valueIndex) => ({
      name: value,
      selected: selection[option.name] === value,
      available: product.variants.some(
        (variant) =>
          variant.available && variant.options[option.name] === value && matches(variant, selection, option.name),
      ),
      id: `${product.id}-o${optionIndex}-v${valueIndex}`,
    })),
  }));
}

/** The image to show: the pinned variant's, else the first of a variant matching the choices so far, else the product's. */
export function imageFor(
  product: Product,
  selection: Selection,
  variant: Variant | null,
): Product['images'][number] | null {
  if (variant?.image) return variant.image;
  const chosen = Object.keys(selection).length > 0;
  const partial = chosen ? product.variants.find((v) => v.image && matches(v, selection)) : undefined;
  return partial?.image ?? product.images[0] ?? null;
}
