// Makes the constructed style sheets of the lit elements in some nodes before their first instance renders. Lit makes
// an element class's sheets (its `css` results) when the first instance attaches its shadow root, inside the task
// that renders it; a list's first row renders the first instance of each card element, so it warms them in the task
// that builds the row, before the one that puts it in the page.

interface LitClass {
  elementStyles?: unknown[];
}

function warmClass(tag: string): void {
  const defined = customElements.get(tag) as LitClass | undefined;
  for (const style of defined?.elementStyles ?? []) {
    // A lit `css` result makes its sheet on first read and keeps it; a CSSStyleSheet is one already.
    if (typeof style === 'object' && style !== null && 'styleSheet' in style) void style.styleSheet;
  }
}

export function warmElementStyles(nodes: readonly ChildNode[]): void {
  const seen = new Set<string>();
  for (const node of nodes) {
    if (!(node instanceof Element)) continue;
    for (const element of [node, ...node.querySelectorAll('*')]) {
      const tag = element.localName;
      if (!tag.includes('-') || seen.has(tag)) continue;
      seen.add(tag);
      warmClass(tag);
    }
  }
}
