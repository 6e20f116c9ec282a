import { expect } from 'chai';
import type { ConsentState } from '../../../src/index.ts';
import { parseConsent, serializeConsent } from '../../../src/resources/consent-cookie.ts';
import { createTestClient } from '../../helpers/test-client.ts';

describe('consent cookie format', () => {
  it('writes v1.<revision>.<categories>.<decidedAt>', () => {
    expect(serializeConsent({ analytics: true, marketing: true }, 2, 1768478400.9)).to.equal(
      'v1.2.analytics-marketing.1768478400',
    );
    expect(serializeConsent({ analytics: false, marketing: true }, 1, 5)).to.equal('v1.1.marketing.5');
    expect(serializeConsent({ analytics: false, marketing: false }, 1, 5)).to.equal('v1.1.none.5');
  });

  it('reads a decision back', () => {
    expect(parseConsent('v1.1.analytics.1768478400', 1)).to.deep.equal({
      decided: true,
      revision: 1,
      categories: { necessary: true, analytics: true, marketing: false },
      decidedAt: new Date(1768478400000),
    });
  });

  it('reads a lower revision, a malformed value or no cookie as undecided', () => {
    for (const value of ['v1.1.analytics.5', 'v1.2.everything.5', 'v2.2.none.5', 'garbage', null]) {
      expect(parseConsent(value, 2), String(value)).to.deep.equal({
        decided: false,
        revision: 2,
        categories: { necessary: true, analytics: false, marketing: false },
      });
    }
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
    expect(await client.consent.read()).to.deep.equal(state);
    expect(seen).to.deep.equal([state]);
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
