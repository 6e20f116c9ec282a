// A prerendered page shows its catalogue from the HTML alone, so the script tag lets the browser paint it before the
// tag's own work (the preconnect and preload links, the core's import). A deferred script runs in the task that ends
// parsing, and whatever it does there comes before the frame that shows the last part of the HTML parsed.
import { PRERENDERED } from '../catalogue/prerender-marks.ts';

/** Whether a catalogue element on the page holds the content the prerender wrote (prerender-marks.ts). */
export function hasPrerenderedContent(doc: Document): boolean {
  return doc.querySelector(`shop-product[${PRERENDERED}], shop-product-list[${PRERENDERED}]`) !== null;
}

/**
 * Calls `run` once, after the browser has painted its next frame: a task queued from that frame's animation callback
 * runs after the frame's paint. A hidden document paints no frames and runs no animation callbacks, so there (or once
 * the document is hidden before that frame) `run` is called at once.
 */
export function afterNextPaint(run: () => void, doc: Document): void {
  const view = doc.defaultView;
  if (!view || doc.visibilityState === 'hidden') {
    run();
    return;
  }
  let called = false;
  const once = (): void => {
    if (called) return;
    called = true;
    doc.removeEventListener('visibilitychange', onHidden);
    run();
  };
  const onHidden = (): void => {
    if (doc.visibilityState === 'hidden') once();
  };
  doc.addEventListener('visibilitychange', onHidden);
  view.requestAnimationFrame(() => view.setTimeout(once));
}
