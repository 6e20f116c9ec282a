// Writes the rendered site into the output folder without ever leaving it half-written, one page at a time: each page
// goes to a temporary folder beside it as soon as it is rendered (so no page is kept in memory), and when every page
// is there, each changed file is moved into place (a rename, so a reader sees the old file or the new one). Files
// whose content did not change are left alone, and pages this command wrote on an earlier run that it no longer makes
// (a product taken out of the catalogue) are removed; the list of what it wrote is kept in `.shopkit-prerender.json`,
// so nothing it did not write is ever touched. Stopping before `finish` (an error, a failed read) leaves the output
// folder exactly as it was.
import fs from 'node:fs/promises';
import path from 'node:path';
import { PrerenderError } from './prerender-error.ts';

export const MANIFEST = '.shopkit-prerender.json';

export interface WriteReport {
  written: string[];
  unchanged: string[];
  removed: string[];
}

export interface SiteWriter {
  /**
   * Writes `file` (relative to the output folder) to the temporary folder; answers null, or why the file system
   * refused the name (ENAMETOOLONG, EINVAL), leaving that file out. `from` names what made it (a template file) for
   * the PrerenderError thrown when two pages would be the same file.
   */
  add(file: string, content: string, from: string): Promise<string | null>;
  /** Moves the changed files into the output folder, removes stale ones and writes the manifest. */
  finish(): Promise<WriteReport>;
  /** Drops the temporary folder without touching the output folder. */
  discard(): Promise<void>;
}

async function readBytes(file: string): Promise<Buffer | null> {
  try {
    return await fs.readFile(file);
  } catch {
    return null;
  }
}

async function previousFiles(out: string): Promise<string[]> {
  const text = (await readBytes(path.join(out, MANIFEST)))?.toString('utf8');
  try {
    const files = text ? (JSON.parse(text) as { files?: unknown }).files : [];
    return Array.isArray(files) ? files.filter((file): file is string => typeof file === 'string') : [];
  } catch {
    return [];
  }
}

/** A file of an earlier manifest, only if it still lies inside `out` (the manifest is not trusted beyond that). */
function inside(out: string, file: string): string | null {
  const full = path.resolve(out, file);
  return full.startsWith(`${out}${path.sep}`) ? full : null;
}

async function removeStale(out: string, files: readonly string[]): Promise<void> {
  for (const file of files) {
    const full = inside(out, file);
    if (!full) continue;
    await fs.rm(full, { force: true });
    // Folders the page lived in go too once they are empty (products/<slug>/).
    for (let dir = path.dirname(full); dir !== out && dir.startsWith(out); dir = path.dirname(dir)) {
      const left = await fs.readdir(dir).catch(() => null);
      if (!left || left.length > 0) break;
      await fs.rmdir(dir);
    }
  }
}

const UNNAMEABLE = new Set(['ENAMETOOLONG', 'EINVAL', 'EILSEQ']);

/** Starts writing a site into `out` (created by `finish` when missing). */
export async function createSiteWriter(out: string): Promise<SiteWriter> {
  await fs.mkdir(path.dirname(out), { recursive: true });
  const temp = await fs.mkdtemp(path.join(path.dirname(out), `.${path.basename(out)}.prerender-`));
  /** Every file added, with what made it. */
  const files = new Map<string, string>();
  return {
    async add(file, content, from) {
      const other = files.get(file);
      if (other !== undefined)
        throw new PrerenderError(`${file} would be written twice (from ${other} and ${from})`, { file: from });
      try {
        await fs.mkdir(path.dirname(path.join(temp, file)), { recursive: true });
        await fs.writeFile(path.join(temp, file), content);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? '';
        if (!UNNAMEABLE.has(code)) throw error;
        return `the file system cannot name it (${code})`;
      }
      files.set(file, from);
      return null;
    },
    async finish() {
      const report: WriteReport = { written: [], unchanged: [], removed: [] };
      try {
        await fs.mkdir(out, { recursive: true });
        for (const file of files.keys()) {
          const target = path.join(out, file);
          const [before, after] = await Promise.all([readBytes(target), fs.readFile(path.join(temp, file))]);
          if (before?.equals(after)) {
            report.unchanged.push(file);
            continue;
          }
          await fs.mkdir(path.dirname(target), { recursive: true });
          await fs.rename(path.join(temp, file), target);
          report.written.push(file);
        }
        report.removed = (await previousFiles(out)).filter((file) => !files.has(file) && inside(out, file));
        await removeStale(out, report.removed);
        const manifest = `${JSON.stringify({ files: [...files.keys()].sort() }, null, 2)}\n`;
        if ((await readBytes(path.join(out, MANIFEST)))?.toString('utf8') !== manifest)
          await fs.writeFile(path.join(out, MANIFEST), manifest);
      } finally {
        await fs.rm(temp, { recursive: true, force: true });
      }
      return report;
    },
    discard: () => fs.rm(temp, { recursive: true, force: true }),
  };
}
