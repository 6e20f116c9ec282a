// The rules of one product that openapi.json cannot say: its variants' SKUs and its image files differ, a variant
// shows one of the product's images, and the options matrix holds (option names differ, every variant names one
// listed value of each option and nothing else, and no two variants name the same values).
import type { CatalogueProblem, ProductInput } from './catalogue-input.ts';

function checkVariantOptions(input: ProductInput): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  const options = input.options ?? [];
  const names = options.map((option) => option.name);
  options.forEach((option, index) => {
    if (names.indexOf(option.name) !== index)
      problems.push({ field: `options[${index}].name`, value: option.name, rule: 'names an option twice' });
  });
  const combinations = new Map<string, number>();
  input.variants.forEach((variant, index) => {
    const values = variant.options ?? {};
    for (const name of Object.keys(values))
      if (!names.includes(name))
        problems.push({
          field: `variants[${index}].options`,
          value: name,
          rule:
            names.length > 0
              ? `may name only the options ${names.join(', ')}`
              : 'must be {} (the product has no options)',
        });
    for (const option of options) {
      const value = values[option.name];
      if (value === undefined || !option.values.includes(value))
        problems.push({
          field: `variants[${index}].options.${option.name}`,
          value,
          rule: `must be one of ${option.values.join(', ')}`,
        });
    }
    if (names.length === 0) return;
    const key = JSON.stringify(names.map((name) => values[name]));
    const first = combinations.get(key);
    if (first === undefined) combinations.set(key, index);
    else
      problems.push({
        field: `variants[${index}].options`,
        value: names.map((name) => values[name]).join(' / '),
        rule: `names the same values as variants[${first}]`,
      });
  });
  return problems;
}

export function checkProductRules(input: ProductInput): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  const files = (input.images ?? []).map((image) => image.file);
  files.forEach((file, index) => {
    if (files.indexOf(file) !== index)
      problems.push({ field: `images[${index}].file`, value: file, rule: `is also images[${files.indexOf(file)}]` });
  });
  const skus = input.variants.map((variant) => variant.sku);
  input.variants.forEach((variant, index) => {
    const first = skus.indexOf(variant.sku);
    if (first !== index)
      problems.push({
        field: `variants[${index}].sku`,
        value: variant.sku,
        rule: `is also the SKU of variants[${first}]`,
      });
    if (variant.image != null && !files.includes(variant.image))
      problems.push({
        field: `variants[${index}].image`,
        value: variant.image,
        rule:
          files.length > 0
            ? `must be one of the product's images (${files.join(', ')})`
            : 'must be null (the product has no images)',
      });
  });
  return [...problems, ...checkVariantOptions(input)];
}
