import { expect } from 'chai';
import { DEFAULT_PORTS, parseCliArgs, parseFaults } from '../../demo/platform/parse-cli-args.ts';

describe('platform: CLI options', () => {
  it('uses the fixed default ports', () => {
    expect(parseCliArgs([]).ports).to.deep.equal(DEFAULT_PORTS);
  });

  it('reads ports, a database and faults in both --flag value and --flag=value forms', () => {
    const options = parseCliArgs([
      '--port-api',
      '0',
      '--port-checkout=5001',
      '--db',
      '/tmp/shop.db',
      '--faults=latency=50,5xx=0.1,429=0.05,drop=0.05,seed=7',
    ]);
    expect(options.ports).to.include({ api: 0, checkout: 5001 });
    expect(options.database).to.equal('/tmp/shop.db');
    expect(options.faults).to.deep.equal({
      latencyMs: 50,
      error5xxRate: 0.1,
      error429Rate: 0.05,
      dropRate: 0.05,
      seed: 7,
    });
  });

  it('takes the database from DATABASE_URL unless --db names one', () => {
    const env = { DATABASE_URL: 'postgres://shop@db.internal/shop' };
    expect(parseCliArgs([], env).database).to.equal(env.DATABASE_URL);
    expect(parseCliArgs(['--db', 'local.db'], env).database).to.equal('local.db');
    expect(parseCliArgs([], {}).database).to.equal(undefined);
  });

  it('refuses the retired --state option, saying what replaced it', () => {
    expect(() => parseCliArgs(['--state', 'state.json'])).to.throw(/--db <file>.*not read/);
  });

  it('refuses unknown options, bad ports and unknown faults, naming them', () => {
    expect(() => parseCliArgs(['--port', '1'])).to.throw('"--port"');
    expect(() => parseCliArgs(['--port-api', 'abc'])).to.throw('--port-api');
    expect(() => parseFaults('lag=5')).to.throw('"lag"');
    expect(() => parseFaults('5xx=lots')).to.throw('5xx');
  });
});
