import { expect } from '@open-wc/testing';
import { createEventQueue, DISCARD, MAX_QUEUED_EVENTS } from '../../../components/internal/analytics/event-queue.ts';
import type { ShopkitCommerceEvent } from '../../../components/internal/analytics/commerce-events.ts';
import { ADD_MUG } from './tag-page.ts';

const withValue = (value: number): ShopkitCommerceEvent => ({ ...ADD_MUG, params: { ...ADD_MUG.params, value } });
const valuesOf = (events: ShopkitCommerceEvent[]): number[] => events.map((event) => event.params.value as number);

describe('the page event queue', () => {
  it('keeps events until the runtime runs, then hands them over in order and passes later ones at once', () => {
    const queue = createEventQueue();
    const sent: ShopkitCommerceEvent[] = [];
    queue.push(withValue(1));
    queue.push(withValue(2));
    expect(sent).to.deep.equal([]);
    queue.sendTo((event) => sent.push(event as ShopkitCommerceEvent));
    queue.push(withValue(3));
    expect(valuesOf(sent)).to.deep.equal([1, 2, 3]);
  });

  it('is bounded while it keeps, the oldest dropped first', () => {
    const queue = createEventQueue();
    for (let value = 0; value < MAX_QUEUED_EVENTS + 5; value++) queue.push(withValue(value));
    const sent: ShopkitCommerceEvent[] = [];
    queue.sendTo((event) => sent.push(event as ShopkitCommerceEvent));
    expect(sent).to.have.length(MAX_QUEUED_EVENTS);
    expect(sent[0]!.params.value).to.equal(5);
  });

  it('forgets what no tag may have, and keeps again only what comes after keep()', () => {
    const queue = createEventQueue();
    queue.push(withValue(1));
    queue.sendTo(DISCARD);
    queue.push(withValue(2));
    queue.keep();
    queue.push(withValue(3));
    const sent: ShopkitCommerceEvent[] = [];
    queue.sendTo((event) => sent.push(event as ShopkitCommerceEvent));
    expect(valuesOf(sent)).to.deep.equal([3]);
  });
});
