// sitemap.xml (sitemaps.org protocol 0.9): every prerendered page's absolute URL, sorted, escaped as XML.

const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function writeSitemap(urls: readonly string[]): string {
  const entries = [...new Set(urls)]
    .sort()
    .map((url) => `  <url><loc>${url.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
