// Writes the rendered site into the output folder without ever leaving it half-written: every file goes to a
// temporary folder beside it first, then each changed file is moved into place (a rename, so a reader sees the old
// file or the new one). Files whose content did not change are left alone, and pages this command wrote on an earlier
// run that it no longer makes (a product taken out of the catalogue) are removed; the list of what it wrote is kept in
// `.shopkit-prerender.json`, so nothing it did not write is ever touched.
import fs from 'node:fs/promises';
import path from 'node:path';

export const MANIFEST = '.shopkit-prerender.json';

export interface WriteReport {
  written: string[];
  unchanged: string[];
  removed: string[];
}

async function readText(file: string): Promise<string | null> {
  try {
    return await fs.readFile(file, 'utf8');
  } catch {
    return null;
  }
}

async function previousFiles(out: string): Promise<string[]> {
  const text = await readText(path.join(out, MANIFEST));
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

/** Writes `files` (relative path -> content) into `out`. */
export async function writeSite(out: string, files: ReadonlyMap<string, string>): Promise<WriteReport> {
  await fs.mkdir(out, { recursive: true });
  const temp = await fs.mkdtemp(path.join(path.dirname(out), `.${path.basename(out)}.prerender-`));
  const report: WriteReport = { written: [], unchanged: [], removed: [] };
  try {
    for (const [file, content] of files) {
      await fs.mkdir(path.dirname(path.join(temp, file)), { recursive: true });
      await fs.writeFile(path.join(temp, file), content);
    }
    for (const [file, content] of files) {
      const target = path.join(out, file);
      if ((await readText(target)) === content) {
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
    if ((await readText(path.join(out, MANIFEST))) !== manifest) await fs.writeFile(path.join(out, MANIFEST), manifest);
  } finally {
    await fs.rm(temp, { recursive: true, force: true });
  }
  return report;
}
