// Where a page of the site goes: its public URL (under --site-url) and its file in the output folder. A URL path that
// ends in `/` (or names no file) is a folder's index.html, as static hosts serve it; anything that would leave the
// output folder is refused.
import path from 'node:path';
import { PrerenderError, type PrerenderErrorContext } from './prerender-error.ts';

/** The URL path of a template file (relative to the templates folder) under the site's path. */
export function urlPathOfFile(sitePath: string, file: string): string {
  const posix = file.split(path.sep).join('/');
  return `${sitePath}${posix}`.replace(/(^|\/)index\.html$/, '$1');
}

function safeSegment(segment: string): boolean {
  return segment !== '.' && segment !== '..' && !/[\\/\u0000-\u001f\u007f]/.test(segment);
}

/** The output file (relative, platform separators) of a URL path under the site's path. */
export function fileOfUrlPath(sitePath: string, urlPath: string, context: PrerenderErrorContext): string {
  if (!urlPath.startsWith(sitePath))
    throw new PrerenderError(`the page path ${JSON.stringify(urlPath)} is outside --site-url (${sitePath})`, context);
  const segments = urlPath.slice(sitePath.length).split('/');
  const decoded = segments.map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return '\u0000';
    }
  });
  const last = decoded.length - 1;
  if (!decoded.every((segment, index) => (segment === '' ? index === last : safeSegment(segment))))
    throw new PrerenderError(`the page path ${JSON.stringify(urlPath)} cannot be a file in the output folder`, context);
  if (decoded[last] === '') decoded[last] = 'index.html';
  else if (!decoded[last]!.endsWith('.html')) decoded.push('index.html');
  return path.join(...decoded);
}
