// A list's place as a path (`sync-url="path"`): the category and the page are folders below the list page's own path,
// so a static host can serve every page of the catalogue as a prerendered file (docs/design.md, "Prerendered pages"):
//
//   /                          every product, page 1       /category/lighting/          one category, page 1
//   /page/2/                   every product, page 2       /category/lighting/page/2/   one category, page 2
//
// The base (`/` above) is whatever path comes before them, so a shop under `/shop/` gets `/shop/category/…`.

import { matchListFolders } from './list-folders.ts';

export interface ListPlace {
  /** The list page's own path, ending in `/`. */
  base: string;
  /** A category slug, or '' for none. */
  category: string;
  /** 1-based. */
  page: number;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return '';
  }
}

/** The place a path names: a trailing `page/<n>/`, then a trailing `category/<slug>/`, then the base. */
export function parseListPath(pathname: string): ListPlace {
  const { rest, page, category } = matchListFolders(pathname);
  const base = rest.endsWith('/') ? rest : rest.replace(/[^/]*$/, '');
  return { base: base || '/', category: category ? decode(category[1]!) : '', page: page ? Number(page[1]) : 1 };
}

/** The path of a place: `<base>[category/<slug>/][page/<n>/]`. */
export function listPath(place: ListPlace): string {
  const category = place.category ? `category/${encodeURIComponent(place.category)}/` : '';
  const page = place.page > 1 ? `page/${place.page}/` : '';
  return `${place.base}${category}${page}`;
}
