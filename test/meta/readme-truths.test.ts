// What the README and docs/ state about the machine must stay true: one set of default ports, shared by `npm start`
// and `npm run platform`, and no citation of a file outside the repository.
import { expect } from 'chai';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PORTS } from '../../demo/platform/default-ports.ts';
import { START_PORT_VARIABLES, START_PORTS, startPortsFromEnv } from '../../demo/start-ports.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DOCS = [
  'README.md',
  ...fs.readdirSync(path.join(ROOT, 'docs')).flatMap((f) => (f.endsWith('.md') ? [`docs/${f}`] : [])),
];
const read = (file: string): string => fs.readFileSync(path.join(ROOT, file), 'utf8');

describe('README truths', () => {
  it('names only the default ports that npm start and npm run platform really use', () => {
    const known = new Set<number>([...Object.values(START_PORTS), ...Object.values(DEFAULT_PORTS)]);
    for (const file of DOCS) {
      const named = [...read(file).matchAll(/127\.0\.0\.1:(\d{4,5})|\s:(\d{4,5})\b/g)].map((m) => Number(m[1] ?? m[2]));
      expect(
        named.filter((port) => !known.has(port)),
        file,
      ).to.deep.equal([]);
    }
    expect(read('README.md')).to.contain('http://127.0.0.1:4300/');
  });

  it('names every port npm start opens with the variable that changes it, in one table row', () => {
    const rows = read('README.md').split('\n');
    for (const [name, variable] of Object.entries(START_PORT_VARIABLES)) {
      const port = START_PORTS[name as keyof typeof START_PORTS];
      const row = rows.find((line) => line.includes(`\`${variable}\``));
      expect(row, variable).to.be.a('string');
      expect(row, variable).to.match(new RegExp(`127\\.0\\.0\\.1:${port}\\b`));
    }
  });

  it('lets a second checkout take other ports for everything npm start opens', () => {
    const defaults = Object.values(START_PORTS);
    expect(new Set(defaults).size, 'one port per server').to.equal(defaults.length);
    const env = Object.fromEntries(Object.values(START_PORT_VARIABLES).map((variable) => [variable, '0']));
    expect(Object.values(startPortsFromEnv(env))).to.deep.equal(defaults.map(() => 0));
    expect(() => startPortsFromEnv({ META_TAGS_PORT: 'x' })).to.throw('META_TAGS_PORT');
  });

  it('stays under 200 lines, with the rest in docs/', () => {
    expect(read('README.md').trimEnd().split('\n').length).to.be.lessThan(200);
  });

  it('links each framework example, which exists, and names the examples step of npm test', () => {
    const readme = read('README.md');
    for (const name of ['react', 'vue', 'svelte', 'astro']) {
      expect(readme).to.contain(`](examples/${name})`);
      expect(fs.existsSync(path.join(ROOT, 'examples', name, 'package.json')), name).to.equal(true);
    }
    expect(readme).to.match(/`examples`/);
    expect(fs.readFileSync(path.join(ROOT, 'scripts/test.mjs'), 'utf8')).to.contain("name: 'examples'");
  });

  it('links only pages of docs/ that exist', () => {
    for (const file of DOCS)
      for (const [, target] of read(file).matchAll(/\]\((docs\/[a-z-]+\.md|[a-z-]+\.md)(?:#[a-z0-9-]+)?\)/g)) {
        const resolved = file === 'README.md' || target!.startsWith('docs/') ? target! : `docs/${target}`;
        expect(fs.existsSync(path.join(ROOT, resolved)), `${file} -> ${target}`).to.equal(true);
      }
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
