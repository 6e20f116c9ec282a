// The Twitter card tags of a prerendered product page, mirroring the Open Graph tags the SEO writer put in <head>
// (components/internal/catalogue/product-seo.ts). Only link previews read them, and those run no script, so the
// command writes them and the elements in the browser never carry the code.

const OPEN_GRAPH = ['title', 'description', 'image'] as const;

function writeMeta(head: HTMLHeadElement, name: string, content: string | null): void {
  let meta = head.querySelector(`meta[name="${name}"]`);
  if (content === null) return meta?.remove();
  if (!meta) {
    meta = head.ownerDocument.createElement('meta');
    meta.setAttribute('name', name);
    head.append(meta);
  }
  meta.setAttribute('content', content);
}

/** Writes `twitter:card`, `twitter:title`, `twitter:description` and `twitter:image` from the page's `og:` tags. */
export function writeTwitterCard(head: HTMLHeadElement): void {
  const openGraph = (name: string) =>
    head.querySelector(`meta[property="og:${name}"]`)?.getAttribute('content') ?? null;
  writeMeta(head, 'twitter:card', openGraph('image') ? 'summary_large_image' : 'summary');
  for (const name of OPEN_GRAPH) writeMeta(head, `twitter:${name}`, openGraph(name));
}
