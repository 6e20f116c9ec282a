import { expect } from 'chai';
import { portsFromEnv } from '../../demo/platform/default-ports.ts';
import { DEFAULT_PORTS, parseCliArgs, parseFaults } from '../../demo/platform/parse-cli-args.ts';

describe('platform: CLI options', () => {
  it('uses the fixed default ports, the same set npm start uses', () => {
    const expected = {
      api: 4301,
      checkout: 4302,
      cdn: 4303,
      admin: 4304,
      v1: 4305,
      v1Plain: 4306,
      mail: 4309,
      smtp: 4310,
    };
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

  it('sends e-mail to --smtp-url or SMTP_URL from --mail-from or MAIL_FROM, and refuses a URL that is not SMTP', () => {
    const env = { SMTP_URL: 'smtps://shop:secret@mail.example:465', MAIL_FROM: 'shop@example.com' };
    expect(parseCliArgs([], env).mail).to.deep.equal({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM });
    expect(
      parseCliArgs(['--smtp-url', 'smtp://127.0.0.1:2525', '--mail-from=me@shop.example'], env).mail,
    ).to.deep.equal({ smtpUrl: 'smtp://127.0.0.1:2525', from: 'me@shop.example' });
    expect(parseCliArgs(['--port-mail', '0', '--port-smtp=0']).ports).to.include({ mail: 0, smtp: 0 });
    expect(() => parseCliArgs(['--smtp-url', 'https://user:pw@mail.example'])).to.throw(
      '--smtp-url must be an smtp:// or smtps:// URL (got https://…)',
    );
    expect(() => parseCliArgs([], { SMTP_URL: 'not a url' })).to.throw(/^SMTP_URL must be an smtp:\/\//);
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

  it('takes the admin token from SHOPKIT_ADMIN_TOKEN unless --admin-token is given', () => {
    expect(parseCliArgs([], { SHOPKIT_ADMIN_TOKEN: 'from-env' }).adminToken).to.equal('from-env');
    expect(parseCliArgs(['--admin-token', 'from-flag'], { SHOPKIT_ADMIN_TOKEN: 'from-env' }).adminToken).to.equal(
      'from-flag',
    );
    expect(parseCliArgs([], {}).adminToken).to.equal(undefined);
  });

  it('reads --local-development and --webhook-allow', () => {
    const options = parseCliArgs(['--local-development', '--webhook-allow', '10.20.0.0/16,fd00:1::/64']);
    expect(options.localDevelopment).to.equal(true);
    expect(options.webhookUrls).to.deep.equal({ allowedNetworks: ['10.20.0.0/16', 'fd00:1::/64'] });
    expect(parseCliArgs([]).localDevelopment).to.equal(undefined);
  });

  it('reads --rate-limits and --trust-proxy, refusing a bad hop count by name', () => {
    const options = parseCliArgs(['--rate-limits', 'address.cart-create=10/1m', '--trust-proxy=1']);
    expect(options.rateLimits).to.deep.equal({ 'address.cart-create': { count: 10, windowMs: 60_000 } });
    expect(options.trustProxyHops).to.equal(1);
    expect(() => parseCliArgs(['--trust-proxy', 'all'])).to.throw('--trust-proxy');
  });

  it('reads --storefront-origins per shop, repeatable, and refuses a value without a shop', () => {
    const options = parseCliArgs([
      '--storefront-origins',
      'demo=https://a.example,https://b.example',
      '--storefront-origins=demo=http://localhost:8080',
      '--storefront-origins',
      'legacy=https://old.example',
    ]);
    expect(options.storefrontOrigins).to.deep.equal({
      demo: ['https://a.example', 'https://b.example', 'http://localhost:8080'],
      legacy: ['https://old.example'],
    });
    expect(() => parseCliArgs(['--storefront-origins', 'https://a.example'])).to.throw('--storefront-origins');
  });
});
