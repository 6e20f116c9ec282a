import { expect } from 'chai';
import { startFixture, type PlatformFixture } from './helpers/platform-fixture.ts';

describe('platform: the admin API for discount codes', () => {
  let f: PlatformFixture;
  const NOW = Date.parse('2026-03-10T12:00:00.000Z');
  before(async () => {
    f = await startFixture({ now: () => NOW });
  });
  after(() => f.close());

  it('lists the demo codes, one for every reason, with their uses', async () => {
    const answer = await f.admin('GET', '/admin/shops/demo/discounts');
    expect(answer.status).to.equal(200);
    const codes = answer.body.data as Array<Record<string, unknown>>;
    expect(codes.map((code) => code.code).sort()).to.include.members([
      'BIG500',
      'FIFTY',
      'FUTURE10',
      'LASTONE',
      'LIGHTS20',
      'MARKET15',
      'RETIRED',
      'SPRING10',
      'WINTER25',
    ]);
    expect(codes.find((code) => code.code === 'LASTONE')).to.include({ shop: 'demo', usageLimit: 1, uses: 1 });
    expect((await f.admin('GET', '/admin/shops/legacy/discounts')).body.data).to.deep.equal([]);
  });

  it('creates a code, reads it back, edits it and disables it; uses and times are the platform’s', async () => {
    const created = await f.admin('POST', '/admin/shops/demo/discounts', {
      code: 'Autumn20',
      kind: 'percentage',
      value: 20,
      validFrom: '2026-09-01T00:00:00+02:00',
      categoryIds: ['cat_2'],
    });
    expect(created.status).to.equal(201);
    expect(created.body).to.deep.include({
      shop: 'demo',
      code: 'Autumn20',
      kind: 'percentage',
      value: 20,
      minimumSubtotal: null,
      validFrom: '2026-08-31T22:00:00.000Z',
      validTo: null,
      usageLimit: null,
      uses: 0,
      storefrontId: null,
      categoryIds: ['cat_2'],
      disabled: false,
      createdAt: '2026-03-10T12:00:00.000Z',
    });
    const id = created.body.id as string;
    expect(id).to.match(/^dc_/);
    expect((await f.admin('GET', `/admin/shops/demo/discounts/${id}`)).body).to.deep.equal(created.body);
    const edited = await f.admin('PATCH', `/admin/shops/demo/discounts/${id}`, {
      value: 25,
      usageLimit: 100,
      categoryIds: [],
    });
    expect(edited.status).to.equal(200);
    expect(edited.body).to.include({
      code: 'Autumn20',
      value: 25,
      usageLimit: 100,
      validFrom: '2026-08-31T22:00:00.000Z',
    });
    const disabled = await f.admin('PATCH', `/admin/shops/demo/discounts/${id}`, { disabled: true });
    expect(disabled.body).to.include({ disabled: true, value: 25 });
    const listed = (await f.admin('GET', '/admin/shops/demo/discounts')).body.data as Array<{ id: string }>;
    expect(listed[0]!.id, 'newest first').to.equal(id);
  });

  const refusals: Array<[string, Record<string, unknown>, string, RegExp]> = [
    ['a field the platform sets', { uses: 3 }, 'uses', /^uses is set by the platform \(got 3\)$/],
    ['a code taken in another case', { code: 'spring10' }, 'code', /^code is already used .* \(got "spring10"\)$/],
    ['a percentage of 0', { value: 0 }, 'value', /^value must be a whole percentage from 1 to 100 \(got 0\)$/],
    ['a storefront of no campaign', { storefrontId: 'sf_x' }, 'storefrontId', /\(got "sf_x"\)$/],
    ['a category of another shop', { categoryIds: ['cat_101'] }, 'categoryIds', /\(got "cat_101"\)$/],
  ];
  for (const [label, change, field, message] of refusals) {
    it(`refuses ${label} with a 400 naming ${field} and the value, writing nothing`, async () => {
      const before = (await f.admin('GET', '/admin/shops/demo/discounts')).body.data.length as number;
      const answer = await f.admin('POST', '/admin/shops/demo/discounts', {
        code: 'NEWCODE',
        kind: 'percentage',
        value: 10,
        ...change,
      });
      expect(answer.status).to.equal(400);
      expect(answer.body.error.details).to.deep.equal({ field });
      expect(answer.body.error.message).to.match(message);
      expect((await f.admin('GET', '/admin/shops/demo/discounts')).body.data).to.have.length(before);
    });
  }

  it('refuses a usage limit below the uses so far, and fields that are the platform’s', async () => {
    const lastOne = (
      (await f.admin('GET', '/admin/shops/demo/discounts')).body.data as Array<Record<string, string>>
    ).find((code) => code.code === 'LASTONE')!;
    const lower = await f.admin('PATCH', `/admin/shops/demo/discounts/${lastOne.id}`, { usageLimit: 0 });
    expect(lower.body.error.message).to.match(/^usageLimit must be a whole number of uses above 0/);
    const created = await f.admin('POST', '/admin/shops/demo/discounts', {
      code: 'TWICE',
      kind: 'fixed',
      value: 100,
      usageLimit: 2,
    });
    await f.platform.db.kysely
      .updateTable('discountCodes')
      .set({ uses: 2 })
      .where('id', '=', created.body.id)
      .execute();
    const below = await f.admin('PATCH', `/admin/shops/demo/discounts/${created.body.id}`, { usageLimit: 1 });
    expect(below.status).to.equal(400);
    expect(below.body.error.message).to.equal('usageLimit must be at least the 2 uses so far (got 1)');
    const uses = await f.admin('PATCH', `/admin/shops/demo/discounts/${created.body.id}`, { uses: 0 });
    expect(uses.status).to.equal(400);
    expect(uses.body.error.message).to.equal('uses cannot be changed (got 0)');
    expect((await f.admin('GET', `/admin/shops/demo/discounts/${created.body.id}`)).body).to.include({
      usageLimit: 2,
      uses: 2,
    });
  });

  it('answers 404 for an unknown shop or code, a code of another shop, and 401 without the admin token', async () => {
    expect((await f.admin('GET', '/admin/shops/demo/discounts/dc_nope')).status).to.equal(404);
    expect((await f.admin('GET', '/admin/shops/nope/discounts')).body.error.message).to.equal(
      'shop "nope" does not exist',
    );
    expect((await f.admin('GET', '/admin/shops/legacy/discounts/dc_001')).status).to.equal(404);
    const anonymous = await fetch(`${f.platform.urls.admin}/admin/shops/demo/discounts`);
    expect(anonymous.status).to.equal(401);
  });
});
