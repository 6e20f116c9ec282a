// For the shipped bundles (shipped-source.mjs): lit sends the text of every `css` tagged template verbatim, so the source
// keeps readable multi-line CSS and the build minifies each literal with esbuild's own CSS minifier. Literals with
// interpolations or escapes are left as written (none of the elements' styles use them today).
import { transform } from 'esbuild';

const CSS_LITERAL = /(?<![`\w.])css`([^`]*)`/g;

export async function minifyCssLiterals(source) {
  const literals = [...source.matchAll(CSS_LITERAL)].filter(([, text]) => !text.includes('${') && !text.includes('\\'));
  let output = source;
  for (const [whole, text] of literals.reverse()) {
    const { code } = await transform(text, { loader: 'css', minify: true });
    output = output.replace(whole, () => `css\`${code.trim()}\``);
  }
  return output;
}
