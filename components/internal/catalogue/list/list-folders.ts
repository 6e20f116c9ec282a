// The folders a path list (`sync-url="path"`) names below the list page's own path: a trailing `page/<n>/`, and before
// it a trailing `category/<slug>/`. catalogue/list/list-paths.ts reads the list's place from them; the script tag's early
// reads (early-reads.ts) only ask whether a path names any.

export interface ListFolders {
  /** The path before the folders (`/index.html` read as its folder). */
  rest: string;
  /** The page folder's match (its number in group 1), or null. */
  page: RegExpExecArray | null;
  /** The category folder's match (its slug, still encoded, in group 1), or null. */
  category: RegExpExecArray | null;
}

export function matchListFolders(pathname: string): ListFolders {
  let rest = pathname.replace(/\/index\.html$/, '/');
  const page = /page\/([1-9]\d{0,5})\/?$/.exec(rest);
  if (page) rest = rest.slice(0, page.index);
  const category = /category\/([^/]+)\/?$/.exec(rest);
  if (category) rest = rest.slice(0, category.index);
  return { rest, page, category };
}
