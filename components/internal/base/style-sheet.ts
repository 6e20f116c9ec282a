// `css` for styles shared by the lit elements and the plain ones: the CSS text (written as ordinary CSS, minified by
// the build like lit's `css`) as one constructed stylesheet, which lit's `static styles` and a shadow root's
// adoptedStyleSheets both take, and which a strict CSP allows. Interpolations are refused: styles are static.
export function css(strings: TemplateStringsArray, ...values: never[]): CSSStyleSheet {
  if (values.length > 0) throw new Error('Shopkit: shared styles take no interpolations.');
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(strings[0]!);
  return sheet;
}
