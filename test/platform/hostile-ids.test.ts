// Ids that name an object's machinery are refused before any handler uses them as keys, and no error body echoes a
// key's secret.
import { expect } from 'chai';
import { normalizeFaults } from '../../demo/platform/api/faults.ts';
import { resolveArtColour, resolveMotif, FALLBACK_MOTIF } from '../../demo/platform/cdn/motif-table.ts';
import { parseFaults } from '../../demo/platform/parse-cli-args.ts';
import { startFixture, type PlatformFixture } from './helpers/platform-fixture.ts';

const RESERVED = ['__proto__', 'constructor', 'prototype'];

describe('platform: hostile ids and echoed secrets', () => {
  let f: PlatformFixture;
  before(async () => {
    f = await startFixture();
  });
  after(() => f.close());

  for (const id of RESERVED) {
    it(`refuses ${id} as an admin id with a 400 naming the parameter, and changes nothing`, async () => {
      for (const kind of ['carts', 'sessions']) {
        const answer = await f.admin('POST', `/admin/${kind}/${id}/expire`);
        expect(answer.status, kind).to.equal(400);
        expect(answer.body.error.details).to.deep.equal({ field: 'id' });
        expect(answer.body.error.message).to.include(`"${id}"`);
      }
      expect(Object.hasOwn(Object.prototype, 'expiresAt')).to.equal(false);
      expect(Object.hasOwn(Object, 'expiresAt')).to.equal(false);
    });

    it(`refuses ${id} as a cart id on the commerce API`, async () => {
      const answer = await f.call('GET', `/v2/cart/${id}`);
      expect(answer.status).to.equal(400);
      expect(answer.body.error.details).to.deep.equal({ field: 'cartId' });
    });
  }

  it('refuses fault names inherited from Object', () => {
    expect(() => normalizeFaults({ constructor: 1 })).to.throw(/faults\.constructor is not a fault setting/);
    expect(() => parseFaults('toString=1')).to.throw(/unknown fault "toString"/);
  });

  it('draws products named after Object members with the fallback art', () => {
    expect(resolveMotif('constructor')).to.equal(FALLBACK_MOTIF);
    expect(resolveArtColour(FALLBACK_MOTIF, ['constructor', 'toString'], 1)).to.equal(FALLBACK_MOTIF.colour);
  });

  it('redacts a publishable key echoed in a 404', async () => {
    const answer = await f.call('GET', `/v2/products/${f.platform.keys.demo}`);
    expect(answer.status).to.equal(404);
    const text = JSON.stringify(answer.body);
    expect(text).not.to.include('demo0publishable0key');
    expect(answer.body.error.message).to.include('shop_pk_demo_••••');
    expect(answer.body.error.details.product).to.equal('shop_pk_demo_••••');
  });

  it('redacts a REST key echoed in a 400 of the commerce API', async () => {
    const secret = 'shop_sk_demo_Abcdefghjkmnpqrstuvwxyz234567';
    const answer = await f.call('GET', `/v2/products/search?sort=${secret}`);
    expect(answer.status).to.equal(400);
    expect(JSON.stringify(answer.body)).not.to.include('Abcdefghjk');
    expect(answer.body.error.message).to.include('shop_sk_demo_••••');
  });
});
