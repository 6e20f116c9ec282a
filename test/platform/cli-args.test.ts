import { expect } from 'chai';
import { portsFromEnv } from '../../demo/platform/default-ports.ts';
import { DEFAULT_PORTS, parseCliArgs, parseFaults } from '../../demo/platform/parse-cli-args.ts';

describe('platform: CLI options', () => {
  it('uses the fixed default ports, the same set npm start uses', () => {
    const expected = { api: 4301, checkout: 4302, cdn: 4303, admin: 4304, v1: 4305, v1Plain: 4306 };
    expect(DEFAULT_PORTS).to.deep.equal(expected);
    expect(parseCliArgs([]).ports).to.deep.equal(expected);
    expect(portsFromEnv({})).to.deep.equal(expected);
  });

  it('reads the REST v1 ports from flags and every port from npm start environment variables', () => {
    expect(parseCliArgs(['--port-v1', '7001', '--port-v1-plain=7002']).ports).to.include({ v1: 7001, v1Plain: 7002 });
    expect(portsFromEnv({ API_PORT: '5001', V1_PLAIN_PORT: '0', CDN_PORT: '' })).to.include({
      api: 5001,
      v1Plain: 0,
      cdn: 4303,
    });
  });

  it('refuses a port variable that is not a port, naming it', () => {
    expect(() => portsFromEnv({ CHECKOUT_PORT: '80a' })).to.throw(
      'CHECKOUT_PORT must be a port number 0-65535 (got "80a")',
    );
    expect(() => portsFromEnv({ ADMIN_PORT: '70000' })).to.throw('ADMIN_PORT');
  });

  it('reads ports, a state file and faults in both --flag value and --flag=value forms', () => {
    const options = parseCliArgs([
      '--port-api',
      '0',
      '--port-checkout=5001',
      '--state',
      '/tmp/s.json',
      '--faults=latency=50,5xx=0.1,429=0.05,drop=0.05,seed=7',
    ]);
    expect(options.ports).to.include({ api: 0, checkout: 5001 });
    expect(options.statePath).to.equal('/tmp/s.json');
    expect(options.faults).to.deep.equal({
      latencyMs: 50,
      error5xxRate: 0.1,
      error429Rate: 0.05,
      dropRate: 0.05,
      seed: 7,
    });
  });

  it('refuses unknown options, bad ports and unknown faults, naming them', () => {
    expect(() => parseCliArgs(['--port', '1'])).to.throw('"--port"');
    expect(() => parseCliArgs(['--port-api', 'abc'])).to.throw('--port-api');
    expect(() => parseFaults('lag=5')).to.throw('"lag"');
    expect(() => parseFaults('5xx=lots')).to.throw('5xx');
  });
});
