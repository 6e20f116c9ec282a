import { expect } from 'chai';
import type { ConsentState } from '../../../src/index.ts';
import {
  CONSENT_ID_PATTERN,
  createConsentId,
  parseConsent,
  serializeConsent,
} from '../../../src/resources/consent-cookie.ts';
import { createTestClient, rejectionOf } from '../../helpers/test-client.ts';

const ID = '0f8e3c1a-5b2d-4e6f-9a7b-1c2d3e4f5a6b';

describe('consent cookie format', () => {
  it('writes v2.<revision>.<categories>.<decidedAt>.<consentId>', () => {
    expect(serializeConsent({ analytics: true, marketing: true }, 2, 1768478400.9, ID)).to.equal(
      `v2.2.analytics-marketing.1768478400.${ID}`,
    );
    expect(serializeConsent({ analytics: false, marketing: true }, 1, 5, ID)).to.equal(`v2.1.marketing.5.${ID}`);
    expect(serializeConsent({ analytics: false, marketing: false }, 1, 5, ID)).to.equal(`v2.1.none.5.${ID}`);
  });

  it('reads a v2 decision back with its consent id', () => {
    expect(parseConsent(`v2.1.analytics.1768478400.${ID}`, 1)).to.deep.equal({
      decided: true,
      revision: 1,
      categories: { necessary: true, analytics: true, marketing: false },
      decidedAt: new Date(1768478400000),
      consentId: ID,
    });
  });

  it('still reads a v1 cookie as a decision, without a consent id, so nobody is asked again after the upgrade', () => {
    expect(parseConsent('v1.1.analytics.1768478400', 1)).to.deep.equal({
      decided: true,
      revision: 1,
      categories: { necessary: true, analytics: true, marketing: false },
      decidedAt: new Date(1768478400000),
    });
  });

  it('reads a lower revision, a malformed value or no cookie as undecided', () => {
    const malformed = [
      'v1.1.analytics.5',
      'v1.2.everything.5',
      'v2.2.none.5',
      `v1.2.none.5.${ID}`,
      `v2.2.none.5.${ID.toUpperCase()}`,
      `v2.2.none.5.${ID.replace('-4e6f', '-1e6f')}`,
      `v3.2.none.5.${ID}`,
      'garbage',
      null,
    ];
    for (const value of malformed) {
      expect(parseConsent(value, 2), String(value)).to.deep.equal({
        decided: false,
        revision: 2,
        categories: { necessary: true, analytics: false, marketing: false },
      });
    }
  });
});

describe('consent ids', () => {
  it('are version 4 UUIDs made from the random bytes', () => {
    const id = createConsentId(new Uint8Array(16).fill(0xff));
    expect(id).to.equal('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(createConsentId(new Uint8Array(16))).to.equal('00000000-0000-4000-8000-000000000000');
  });

  it('differ from one call to the next', () => {
    const ids = new Set(Array.from({ length: 50 }, () => createConsentId()));
    expect(ids.size).to.equal(50);
    for (const id of ids) expect(id).to.match(CONSENT_ID_PATTERN);
  });
});

describe('client consent', () => {
  it('exposes enabled, revision and cookie name with their defaults', () => {
    const { client } = createTestClient();
    expect(client.consent).to.include({ enabled: true, revision: 1, cookieName: 'shop_consent' });
  });

  it('reads undecided before any decision, with every optional category false', async () => {
    const { client } = createTestClient();
    expect(await client.consent.read()).to.deep.equal({
      decided: false,
      revision: 1,
      categories: { necessary: true, analytics: false, marketing: false },
    });
  });

  it('records a decision, reads it back and notifies', async () => {
    const { client } = createTestClient({}, { consent: { revision: 3, cookieName: 'my_consent' } });
    const seen: ConsentState[] = [];
    client.consent.onChange((state) => seen.push(state));
    const state = await client.consent.write({ analytics: true, marketing: false });
    expect(state).to.deep.include({
      decided: true,
      revision: 3,
      categories: { necessary: true, analytics: true, marketing: false },
    });
    expect(state.decidedAt).to.deep.equal(new Date(Date.UTC(2026, 0, 15, 12)));
    expect(state.consentId).to.match(CONSENT_ID_PATTERN);
    expect(await client.consent.read()).to.deep.equal(state);
    expect(seen).to.deep.equal([state]);
  });

  it('gives every decision a new consent id', async () => {
    const { client } = createTestClient();
    const first = await client.consent.write({ analytics: true, marketing: true });
    const second = await client.consent.write({ analytics: false, marketing: false });
    expect(second.consentId).to.match(CONSENT_ID_PATTERN);
    expect(second.consentId).not.to.equal(first.consentId);
  });

  it('records a decision in the consent log with its id, revision, categories and time', async () => {
    const { client, fake } = createTestClient({
      'POST /v2/consent': { status: 201, body: { consentId: ID, recordedAt: '2026-01-15T12:00:01.000Z' } },
    });
    const state = await client.consent.write({ analytics: true, marketing: false });
    const receipt = await client.consent.record(state);
    expect(receipt).to.deep.equal({ consentId: ID, recordedAt: '2026-01-15T12:00:01.000Z' });
    expect(fake.requests).to.have.length(1);
    expect(fake.requests[0]!.body).to.deep.equal({
      consentId: state.consentId,
      revision: 1,
      categories: { analytics: true, marketing: false },
      decidedAt: '2026-01-15T12:00:00.000Z',
    });
    expect(fake.requests[0]!.headers['idempotency-key']).to.be.a('string');
  });

  it('refuses to record anything but a decision with a consent id, before sending', async () => {
    const { client, fake } = createTestClient();
    const undecided: ConsentState = {
      decided: false,
      revision: 1,
      categories: { necessary: true, analytics: false, marketing: false },
    };
    const withoutId: ConsentState = { ...undecided, decided: true, decidedAt: new Date(0) };
    for (const state of [undecided, withoutId]) {
      const error = await rejectionOf(client.consent.record(state));
      expect(error).to.include({ name: 'ShopkitConfigError', field: 'consent.record state' });
    }
    expect(fake.requests).to.have.length(0);
  });

  it('checks the consent:write scope before recording', async () => {
    const { client, fake } = createTestClient({}, { scopes: ['shop:read'] });
    const state = await client.consent.write({ analytics: true, marketing: true });
    const error = await rejectionOf(client.consent.record(state));
    expect(error).to.include({ name: 'ShopkitScopeError' });
    expect(fake.requests).to.have.length(0);
  });

  it('asks again after the revision is raised', async () => {
    const first = createTestClient();
    await first.client.consent.write({ analytics: true, marketing: true });
    const raised = createTestClient({}, { storage: first.storage, consent: { revision: 2 } });
    expect((await raised.client.consent.read()).decided).to.equal(false);
  });

  it('is off with consent: false: undecided and nothing written', async () => {
    const { client, storage } = createTestClient({}, { consent: false });
    expect(client.consent.enabled).to.equal(false);
    expect((await client.consent.write({ analytics: true, marketing: true })).decided).to.equal(false);
    expect((await storage.get('shop_consent')) ?? null).to.equal(null);
  });
});
