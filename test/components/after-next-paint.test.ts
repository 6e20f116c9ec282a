// On a prerendered page the script tag starts its work once the browser has painted the page
// (loading/after-next-paint.ts): after the next frame's animation callbacks, at once in a hidden document, and once only.
import { expect } from '@open-wc/testing';
import { afterNextPaint, hasPrerenderedContent } from '../../components/internal/loading/after-next-paint.ts';

/** A document whose visibility the test sets, with a window whose frames and tasks run only when the test says. */
function fakeDocument(visibilityState: DocumentVisibilityState) {
  const frames: FrameRequestCallback[] = [];
  const tasks: (() => void)[] = [];
  const doc = Object.assign(new EventTarget(), {
    visibilityState,
    defaultView: {
      requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
      setTimeout: (callback: () => void) => tasks.push(callback),
    },
  });
  const runAll = <T extends (...args: never[]) => void>(queue: T[], ...args: Parameters<T>) => {
    for (const callback of queue.splice(0)) callback(...args);
  };
  return {
    doc: doc as unknown as Document,
    hide() {
      doc.visibilityState = 'hidden';
      doc.dispatchEvent(new Event('visibilitychange'));
    },
    frame: () => runAll(frames, 0),
    task: () => runAll(tasks),
  };
}

describe('afterNextPaint', () => {
  it('runs in a task after the next frame, not in the frame itself', () => {
    const page = fakeDocument('visible');
    let runs = 0;
    afterNextPaint(() => (runs += 1), page.doc);
    expect(runs).to.equal(0);
    page.frame();
    expect(runs).to.equal(0);
    page.task();
    expect(runs).to.equal(1);
  });

  it('runs at once in a hidden document, which paints no frames', () => {
    const page = fakeDocument('hidden');
    let runs = 0;
    afterNextPaint(() => (runs += 1), page.doc);
    expect(runs).to.equal(1);
  });

  it('runs when the document is hidden before the frame, and not again after it', () => {
    const page = fakeDocument('visible');
    let runs = 0;
    afterNextPaint(() => (runs += 1), page.doc);
    page.hide();
    expect(runs).to.equal(1);
    page.frame();
    page.task();
    expect(runs).to.equal(1);
  });

  it('runs after a real frame of this page', async () => {
    const ran = new Promise<number>((resolve) => afterNextPaint(() => resolve(performance.now()), document));
    const framed = await new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now())));
    expect(await ran).to.be.at.least(framed);
  });
});

describe('hasPrerenderedContent', () => {
  const page = (html: string) => new DOMParser().parseFromString(html, 'text/html');

  it('finds a product or a list the prerender filled', () => {
    expect(hasPrerenderedContent(page('<shop-product data-shop-prerendered="SEK"></shop-product>'))).to.equal(true);
    expect(hasPrerenderedContent(page('<shop-product-list data-shop-prerendered="SEK"></shop-product-list>'))).to.equal(
      true,
    );
  });

  it('finds none on a page the elements fill, nor from a prerendered leaf alone', () => {
    expect(hasPrerenderedContent(page('<shop-product slug="a"></shop-product>'))).to.equal(false);
    expect(hasPrerenderedContent(page('<shop-price data-shop-prerendered></shop-price>'))).to.equal(false);
  });
});
