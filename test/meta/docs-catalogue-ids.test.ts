// Every product, variant and category a snippet of the README or docs/ names exists in the demo shop's catalogue, so
// a snippet pasted against `npm start` shows a product instead of "not found"; and a snippet that adds a product
// without a `variant-id` names one that has a single variant (the platform needs the variant otherwise).
import { expect } from 'chai';
import { createSeed } from '../../demo/platform/seed/seed-state.ts';
import { documentationFiles, markdownBlocks } from '../helpers/markdown-blocks.ts';

const seed = createSeed();
const products = seed.products.filter((product) => product.shopId === 'demo');
const categories = seed.categories.filter((category) => category.shopId === 'demo');
const variantsOf = (productId: string) => products.find((product) => product.id === productId)?.variants ?? [];
const snippets = documentationFiles()
  .flatMap(markdownBlocks)
  .filter((block) => ['html', 'js', 'ts'].includes(block.lang));

/** Every match of `pattern` (its first group) in the snippets, with where it was found. */
function named(pattern: RegExp): Array<{ value: string; where: string }> {
  return snippets.flatMap((block) =>
    [...block.code.matchAll(pattern)].map((match) => ({ value: match[1]!, where: `${block.file}:${block.line}` })),
  );
}

describe('catalogue ids in the README and docs/', () => {
  it('names only products of the demo shop', () => {
    const ids = new Set(products.map((product) => product.id));
    const found = named(/\b(prod_[A-Za-z0-9_]+)/g);
    expect(
      found.some((entry) => entry.where.startsWith('README.md:')),
      'the README snippet names a product',
    ).to.equal(true);
    for (const { value, where } of found) expect(ids.has(value), `${value} (${where})`).to.equal(true);
  });

  it('names only variants of the demo shop', () => {
    const ids = new Set(products.flatMap((product) => product.variants.map((variant) => variant.id)));
    for (const { value, where } of named(/\b(var_[0-9]+_[0-9]+)/g))
      expect(ids.has(value), `${value} (${where})`).to.equal(true);
  });

  it('names only slugs and categories of the demo shop', () => {
    const slugs = new Set(products.map((product) => product.slug));
    for (const { value, where } of named(/(?:\bslug="|getBySlug\(')([^"'{]+)/g))
      expect(slugs.has(value), `${value} (${where})`).to.equal(true);
    const known = new Set(categories.flatMap((category) => [category.id, category.slug]));
    for (const { value, where } of named(/\bcategory="([^"]+)"/g))
      expect(known.has(value), `${value} (${where})`).to.equal(true);
  });

  it('adds without a variant-id only products that have one variant', () => {
    const adds = snippets.flatMap((block) =>
      [...block.code.matchAll(/<shop-(?:add-to-cart|buy-now)\b([^>]*)>/g)].map((match) => ({
        attributes: match[1]!,
        where: `${block.file}:${block.line}`,
      })),
    );
    for (const { attributes, where } of adds) {
      const productId = /product-id="([^"]+)"/.exec(attributes)?.[1];
      if (!productId || /variant-id=/.test(attributes)) continue;
      expect(variantsOf(productId), `${productId} (${where})`).to.have.length(1);
    }
  });
});
