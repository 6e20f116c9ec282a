// The query a list reads before its code has arrived (data before code): asked by the script tag's own reads and by the
// core's, so both ask the platform for the same page.
import { PRERENDERED_QUERY } from '../prerender-marks.ts';
import { matchListFolders } from './list-folders.ts';
import { firstListQuery, type ListQuery } from './list-query.ts';
import { readQueryMark } from './read-query-mark.ts';

/**
 * The query a list reads first. A list whose URL is a path (`sync-url="path"`, category and page as folders) is read
 * early with nothing in the query string: on the prerendered page written for it (its query mark), or on a path that
 * names neither a category nor a page (its first page, read from its attributes). Anywhere else it reads once its
 * code is here.
 */
export function earlyListQuery(list: Element, location: Pick<Location, 'pathname' | 'search'>): ListQuery | null {
  if (list.getAttribute('sync-url') !== 'path') return firstListQuery(list, location.search);
  if (location.search) return null;
  const marked = readQueryMark(list.getAttribute(PRERENDERED_QUERY));
  if (marked) return marked;
  const { page, category } = matchListFolders(location.pathname);
  return page || category ? null : firstListQuery(list, '');
}
