// The script every benchmark page runs first (external, so a strict-CSP page could run it too): it records long tasks
// (start and duration) and, every animation frame, checks the page's ready conditions. A condition is a chain of
// selectors (` >> ` steps into a shadow root or an iframe's document) and optionally a pattern the element's text must
// match; it holds when the element is shown: it has a box inside the viewport, is not hidden, and is fully opaque
// through every ancestor (across shadow roots and the iframe), so a fade-in counts until it has ended. A condition
// with `each` holds when at least `each.count` elements match its path and every one of them satisfies the inner
// conditions (paths below it) and is shown, inside the viewport or not (a grid's last cards are below the fold).
// `readyAt` is the frame, measured from the start of navigation, in which every condition first held: that frame
// paints the content. `definedAt` is when the tag named by `data-defined` was defined. `longFrames` are the page's
// long animation frames (render-task-causes.ts), recorded when the page sets `window.__benchLongFrames` first.
export const PROBE_JS = `(() => {
  const me = document.currentScript;
  const conditions = JSON.parse(me.dataset.ready);
  let resolveReady;
  const state = window.__bench = { longTasks: [], readyAt: null, definedAt: null, ready: new Promise((r) => { resolveReady = r; }) };
  if (me.dataset.defined) customElements.whenDefined(me.dataset.defined).then(() => { state.definedAt = performance.now(); });
  try {
    new PerformanceObserver((list) => { for (const e of list.getEntries()) state.longTasks.push([e.startTime, e.duration]); })
      .observe({ type: 'longtask', buffered: true });
  } catch { /* no long task timing */ }
  // The long animation frames, which say what a long task was made of (render-task-causes.ts), when the bench asks for
  // them (\`--tasks\`); a page that keeps rendering slowly makes one every frame, so only the first few hundred are kept.
  state.longFrames = [];
  if (window.__benchLongFrames) try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (state.longFrames.length >= 300) return;
        state.longFrames.push({
          start: e.startTime, duration: e.duration, renderStart: e.renderStart, styleAndLayoutStart: e.styleAndLayoutStart,
          scripts: e.scripts.map((s) => ({
            start: s.startTime, duration: s.duration, invoker: s.invoker, file: (s.sourceURL || '').split('/').pop(),
            forcedLayout: s.forcedStyleAndLayoutDuration,
          })),
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch { /* no long animation frame timing */ }
  const inside = (element) => element.shadowRoot || element.contentDocument || element;
  const find = (steps, root = document) => {
    let element = null;
    for (const selector of steps) {
      element = root && root.querySelector(selector);
      if (!element) return null;
      root = inside(element);
    }
    return element;
  };
  const findAll = (steps) => {
    const last = steps.length > 1 ? find(steps.slice(0, -1)) : null;
    if (steps.length > 1 && !last) return [];
    return [...(last ? inside(last) : document).querySelectorAll(steps[steps.length - 1])];
  };
  const parentAcross = (node) => {
    if (node.parentElement) return node.parentElement;
    const root = node.getRootNode();
    if (root instanceof ShadowRoot) return root.host;
    const frame = node.ownerDocument && node.ownerDocument.defaultView && node.ownerDocument.defaultView.frameElement;
    return frame || null;
  };
  // What one frame's check found opaque and visible, by node: the ancestors the targets share (the list, the page)
  // are read once per frame, not once per target.
  let opaque = new Map();
  const opaqueNode = (node) => {
    let seen = opaque.get(node);
    if (seen === undefined) {
      const style = node.ownerDocument.defaultView.getComputedStyle(node);
      seen = style.visibility === 'visible' && style.display !== 'none' && Number(style.opacity) >= 1;
      opaque.set(node, seen);
    }
    return seen;
  };
  const shown = (element, anywhere) => {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    if (!anywhere && (box.bottom <= 0 || box.right <= 0 || box.top >= innerHeight || box.left >= innerWidth)) {
      if (!element.ownerDocument.defaultView.frameElement) return false;
    }
    for (let node = element; node; node = parentAcross(node)) if (!opaqueNode(node)) return false;
    return true;
  };
  // Two passes per frame: first every element and its text (no style or layout read), and only once all of them are
  // there their boxes and styles, so the probe never forces a layout while the page is still being built.
  const patterns = new Map();
  const matches = (text, element) => {
    if (!patterns.has(text)) patterns.set(text, new RegExp(text));
    return patterns.get(text).test(element.textContent || '');
  };
  const present = (element, text) => Boolean(element) && (!text || matches(text, element));
  /** The elements a condition needs shown, with whether they may be outside the viewport; null while one is missing. */
  const targets = ({ path, text, each }) => {
    if (!each) {
      const element = find(path.split(' >> '));
      return present(element, text) ? [[element, false]] : null;
    }
    const found = findAll(path.split(' >> '));
    if (found.length < each.count) return null;
    const needed = [];
    for (const element of found) {
      if (!present(element, text)) return null;
      needed.push([element, true]);
      for (const inner of each.has) {
        const target = find(inner.path.split(' >> '), element);
        if (!present(target, inner.text)) return null;
        needed.push([target, true]);
      }
    }
    return needed;
  };
  const tick = () => {
    const needed = [];
    for (const condition of conditions) {
      const found = targets(condition);
      if (!found) return requestAnimationFrame(tick);
      needed.push(...found);
    }
    opaque = new Map();
    if (!needed.every(([element, anywhere]) => shown(element, anywhere))) return requestAnimationFrame(tick);
    state.readyAt = performance.now();
    resolveReady(state.readyAt);
  };
  requestAnimationFrame(tick);
})();
`;

export interface ReadyCondition {
  /** Selectors separated by ` >> `; each later step is looked up in the previous element's shadow root or iframe. */
  path: string;
  /** Regular expression the element's text must match. */
  text?: string;
  /** Every element the path matches (at least `count`) must satisfy `has`, paths looked up inside it. */
  each?: { count: number; has: ReadyCondition[] };
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The probe's script tag for these conditions (and the tag whose definition it notes); it goes first in <head>. */
export function probeTag(ready: ReadyCondition[], defined = ''): string {
  const watch = defined ? ` data-defined="${escapeAttribute(defined)}"` : '';
  return `<script src="/bench-probe.js" data-ready="${escapeAttribute(JSON.stringify(ready))}"${watch}></script>`;
}

/** A benchmark page: the probe in <head>, then the body and the measured scripts. */
export function benchPage(options: { head?: string; body: string; scripts: string; ready: ReadyCondition[] }): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title>
${probeTag(options.ready)}${options.head ?? ''}</head>
<body>${options.body}
${options.scripts}
</body></html>`;
}
