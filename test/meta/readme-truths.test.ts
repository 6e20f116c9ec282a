// What the README and docs/ state about the machine must stay true: one set of default ports, shared by `npm start`
// and `npm run platform`, and no citation of a file outside the repository.
import { expect } from 'chai';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PORTS } from '../../demo/platform/default-ports.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DOCS = [
  'README.md',
  ...fs.readdirSync(path.join(ROOT, 'docs')).flatMap((f) => (f.endsWith('.md') ? [`docs/${f}`] : [])),
];
const read = (file: string): string => fs.readFileSync(path.join(ROOT, file), 'utf8');
const SITE_PORT = 4300;
/** npm start's stand-ins for the Google and Meta tag scripts (scripts/start.mjs). */
const TAG_PORTS = [4307, 4308];

describe('README truths', () => {
  it('names only the default ports that npm start and npm run platform really use', () => {
    const known = new Set<number>([SITE_PORT, ...Object.values(DEFAULT_PORTS), ...TAG_PORTS]);
    for (const file of DOCS) {
      const named = [...read(file).matchAll(/127\.0\.0\.1:(\d{4,5})|\s:(\d{4,5})\b/g)].map((m) => Number(m[1] ?? m[2]));
      expect(
        named.filter((port) => !known.has(port)),
        file,
      ).to.deep.equal([]);
    }
    expect(read('README.md')).to.contain('http://127.0.0.1:4300/');
  });

  it('cites no file outside the repository', () => {
    const files = [...DOCS, 'bench/size-bench.ts', 'bench/results.json'];
    for (const file of files) expect(read(file), file).not.to.match(/(^|[\s`'"(])\/(work|home|Users|root)\//m);
  });

  it('explains base, charge and display currencies where a newcomer finds them', () => {
    const readme = read('README.md');
    expect(readme).to.match(/^## How currencies work$/m);
    const section = readme.split(/^## How currencies work$/m)[1]!.split(/^## /m)[0]!;
    for (const word of ['base', 'charge', 'display', 'SEK', 'EUR', 'USD']) expect(section).to.contain(word);
  });
});
