// What a shopper finds on the demo catalogue: misspellings, words cut short, option values, category words, Swedish
// words typed without their marks and combinations of these, each with the results expected first, on the engine the
// suite runs on (SQLite, or PostgreSQL in the postgres step). The order within a tier is the catalogue's.
import { expect } from 'chai';
import { startFixture, type PlatformFixture } from './helpers/platform-fixture.ts';

interface RelevanceCase {
  /** The search's query string (`q` and any other parameters). */
  query: string;
  /** The slugs the results begin with, in this order. */
  first: string[];
  /** Slugs that must be among the results too. */
  among?: string[];
  /** Whether no more than `first` may match. */
  only?: boolean;
}

const q = (text: string) => `q=${encodeURIComponent(text)}`;

const CASES: RelevanceCase[] = [
  // Whole words, in any case and width.
  { query: q('stoneware mug'), first: ['stoneware-mug'], only: true },
  { query: q('MUG'), first: ['stoneware-mug'], only: true },
  { query: q('Ｍｕｇ'), first: ['stoneware-mug'], only: true },
  { query: q('brass pen'), first: ['brass-pen'], only: true },
  { query: q('pour-over'), first: ['pour-over-set'], only: true },
  // One typo in a word of five letters or more.
  { query: q('stonware mug'), first: ['stoneware-mug'], only: true },
  { query: q('notebok'), first: ['dot-grid-notebook'] },
  { query: q('calender'), first: ['desk-calendar'] },
  { query: q('kettel'), first: ['enamel-kettle'] },
  { query: q('cusion'), first: ['linen-cushion'] },
  { query: q('letterpres'), first: ['letterpress-cards'] },
  { query: q('cutting boards'), first: ['oak-cutting-board'], only: true },
  // The word being typed, cut short (and with a typo): name before description.
  { query: q('stonwa'), first: ['stoneware-mug'], among: ['linen-tea-towel', 'salt-cellar'] },
  { query: q('pend'), first: ['paper-pendant'], only: true },
  { query: q('pen'), first: ['brass-pen', 'paper-pendant'], among: ['dot-grid-notebook'] },
  { query: q('candle'), first: ['brass-candle-holder', 'beeswax-candles'], only: true },
  { query: q('candles'), first: ['beeswax-candles', 'brass-candle-holder'], only: true },
  // Swedish words typed without their marks, and with them.
  { query: q('skal'), first: ['salt-cellar'], only: true },
  { query: q('SKÅL med lock'), first: ['salt-cellar'], only: true },
  { query: q('tradgardslykta'), first: ['lantern'], only: true },
  { query: q('blackflaska'), first: ['ink-bottle'], only: true },
  { query: q('forklade i bomull'), first: ['cotton-apron'], only: true },
  { query: q('mossa'), first: ['knitted-beanie'], only: true },
  { query: q('ljus av bivax'), first: ['beeswax-candles'], only: true },
  { query: q('raggsocko'), first: ['wool-socks'], only: true },
  // Option values: after names, before descriptions.
  { query: q('fjord'), first: ['stoneware-mug', 'wool-throw', 'knitted-beanie', 'reading-lamp'], only: true },
  { query: q('moss'), first: ['knitted-beanie', 'stoneware-mug', 'wool-throw', 'bath-towel', 'reading-lamp'] },
  { query: q('clay mug'), first: ['stoneware-mug'], only: true },
  { query: q('moss throw'), first: ['wool-throw', 'stoneware-mug'], only: true },
  { query: q('bed'), first: ['wool-throw'], only: true },
  { query: q('xl'), first: ['knitted-beanie'], only: true },
  // Category words.
  {
    query: q('lighting'),
    first: ['paper-pendant', 'beeswax-candles', 'brass-candle-holder', 'reading-lamp', 'lantern'],
    only: true,
  },
  { query: q('kitchen towel'), first: ['linen-tea-towel'], only: true },
  // Descriptions last.
  { query: q('linen'), first: ['linen-tea-towel', 'linen-cushion', 'reading-lamp'], only: true },
  { query: q('wool'), first: ['wool-throw', 'wool-socks'], only: true },
  { query: q('ceramic dripper'), first: ['pour-over-set'], only: true },
  { query: q('350 ml'), first: ['stoneware-mug'], only: true },
  { query: q('blue black ink'), first: ['ink-bottle'], only: true },
  // Filters and sorts with words.
  { query: `${q('linen')}&category=textiles`, first: ['linen-cushion'], only: true },
  { query: `${q('linen')}&sort=price_asc`, first: ['linen-tea-towel', 'linen-cushion', 'reading-lamp'], only: true },
  { query: `${q('linen')}&sort=name_asc`, first: ['linen-cushion', 'linen-tea-towel', 'reading-lamp'], only: true },
  { query: `${q('lamp')}&maxPrice=100000`, first: ['paper-pendant'], only: true },
];

describe('platform: search relevance on the demo catalogue', () => {
  let f: PlatformFixture;
  before(async () => {
    f = await startFixture();
  });
  after(() => f.close());

  it('holds at least 30 queries', () => {
    expect(CASES.length).to.be.at.least(30);
  });

  for (const c of CASES) {
    it(`${decodeURIComponent(c.query)} -> ${c.first.join(', ')}${c.only ? ' only' : ''}`, async () => {
      const answer = await f.call('GET', `/v2/products/search?${c.query}&limit=50`);
      expect(answer.status).to.equal(200);
      const slugs: string[] = answer.body.data.map((product: { slug: string }) => product.slug);
      expect(slugs.slice(0, c.first.length)).to.deep.equal(c.first);
      if (c.only) expect(slugs).to.have.length(c.first.length);
      expect(slugs).to.include.members(c.among ?? []);
    });
  }

  it('finds nothing for a short word with a typo, and says what was meant', async () => {
    const answer = await f.call('GET', `/v2/products/search?${q('lanp')}`);
    expect(answer.body.data).to.deep.equal([]);
    expect(answer.body.didYouMean).to.equal('lamp');
  });

  it('matches a number exactly or as the beginning of one, never one edit away', async () => {
    const data = async (query: string) =>
      (await f.call('GET', `/v2/products/search?${q(query)}`)).body as { data: Array<{ slug: string }> };
    expect((await data('mug 350')).data.map((p) => p.slug)).to.deep.equal(['stoneware-mug']);
    expect((await data('mug 35')).data.map((p) => p.slug)).to.deep.equal(['stoneware-mug']);
    const misspelt = (await f.call('GET', `/v2/products/search?${q('mug 351')}`)).body;
    expect(misspelt.data).to.deep.equal([]);
    expect(misspelt.didYouMean).to.equal('mug');
  });

  it('suggests leaving out a word that matches nothing', async () => {
    const answer = await f.call('GET', `/v2/products/search?${q('bowl 30')}`);
    expect(answer.body.data).to.deep.equal([]);
    expect(answer.body.didYouMean).to.equal('bowl');
  });
});
