// Parses the `name:path, name:path` lists of `data-shop-attr` and `data-shop-class`.

export interface NamedBinding {
  name: string;
  path: string;
}

/** `"href:product.url, alt:product.name"` -> `[{name: 'href', path: 'product.url'}, ...]`; malformed entries are skipped. */
export function parseBindingList(text: string): NamedBinding[] {
  const list: NamedBinding[] = [];
  for (const entry of text.split(',')) {
    const colon = entry.indexOf(':');
    if (colon < 1) continue;
    const name = entry.slice(0, colon).trim();
    const path = entry.slice(colon + 1).trim();
    if (name && path) list.push({ name, path });
  }
  return list;
}
