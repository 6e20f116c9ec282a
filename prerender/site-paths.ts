// Where a page of the site goes: its public URL (under --site-url) and its file in the output folder. A URL path that
// ends in `/` (or names no file) is a folder's index.html, as static hosts serve it; anything that would leave the
// output folder, or that no file system can name (`.`/`..`, a name past 255 bytes, a device name Windows reserves), is
// refused, naming why.
import path from 'node:path';
import { PrerenderError, type PrerenderErrorContext } from './prerender-error.ts';

/** The URL path of a template file (relative to the templates folder) under the site's path. */
export function urlPathOfFile(sitePath: string, file: string): string {
  const posix = file.split(path.sep).join('/');
  return `${sitePath}${posix}`.replace(/(^|\/)index\.html$/, '$1');
}

/** The longest file name the usual file systems take (ext4, APFS, NTFS: 255), counted in UTF-8 bytes. */
export const MAX_NAME_BYTES = 255;
/** Device names Windows keeps for itself, with any extension (`con`, `nul.html`, `com1`, `lpt9.txt`). */
const RESERVED = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(\..*)?$/i;

/** Why `segment` cannot be a file or folder name, or null when it can. */
export function describeUnusableName(segment: string): string | null {
  if (segment === '.' || segment === '..') return `"${segment}" names a folder itself`;
  if (/[\\/\u0000-\u001f\u007f]/.test(segment)) return 'it holds a slash, a backslash or a control character';
  const bytes = Buffer.byteLength(segment, 'utf8');
  if (bytes > MAX_NAME_BYTES)
    return `"${segment.slice(0, 24)}…" is ${bytes} bytes long, and a file name may have at most ${MAX_NAME_BYTES}`;
  if (RESERVED.test(segment)) return `"${segment}" is a device name Windows reserves`;
  return null;
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
  for (const [index, segment] of decoded.entries()) {
    const problem =
      segment === '' ? (index === last ? null : 'it has an empty segment') : describeUnusableName(segment);
    if (problem)
      throw new PrerenderError(
        `the page path ${JSON.stringify(urlPath.length > 120 ? `${urlPath.slice(0, 120)}…` : urlPath)} cannot be a ` +
          `file in the output folder: ${problem}`,
        context,
      );
  }
  if (decoded[last] === '') decoded[last] = 'index.html';
  else if (!decoded[last]!.endsWith('.html')) decoded.push('index.html');
  return path.join(...decoded);
}
