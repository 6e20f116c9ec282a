// Two tiny external scripts served beside every benchmark page (external, so a strict CSP page could use them too).
// PROBE_JS goes first in <head>: it records long tasks and, every animation frame, checks whether the page's ready
// condition holds: a chain of selectors (` >> ` steps into a shadow root or an iframe's document), the element
// rendered (has a box) and, optionally, its text matching a pattern. MARK_JS goes right before the measured script.
export const PROBE_JS = `(() => {
  const me = document.currentScript;
  const steps = (me.dataset.readyPath || 'body').split(' >> ');
  const pattern = me.dataset.readyText ? new RegExp(me.dataset.readyText) : null;
  let resolveReady;
  const state = window.__bench = { longTasks: [], readyAt: null, ready: new Promise((r) => { resolveReady = r; }) };
  try {
    new PerformanceObserver((list) => { for (const e of list.getEntries()) state.longTasks.push(e.duration); })
      .observe({ type: 'longtask', buffered: true });
  } catch { /* no long task timing */ }
  const find = () => {
    let root = document, el = null;
    for (const selector of steps) {
      el = root && root.querySelector(selector);
      if (!el) return null;
      root = el.shadowRoot || el.contentDocument || el;
    }
    return el;
  };
  const tick = () => {
    const el = find();
    if (el && el.getClientRects().length > 0 && (!pattern || pattern.test(el.textContent || ''))) {
      state.readyAt = performance.now();
      resolveReady(state.readyAt);
      return;
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();
`;

export const MARK_JS = `performance.mark('bench-script-start');\n`;

export interface ReadyCondition {
  /** Selectors separated by ` >> `; each later step is looked up in the previous element's shadow root or iframe. */
  path: string;
  /** Regular expression the element's text must match. */
  text?: string;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** A benchmark page: the probe in <head>, then the body, with the mark before the measured scripts. */
export function benchPage(options: { head?: string; body: string; scripts: string; ready: ReadyCondition }): string {
  const text = options.ready.text === undefined ? '' : ` data-ready-text="${escapeAttribute(options.ready.text)}"`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title>
<script src="/bench-probe.js" data-ready-path="${escapeAttribute(options.ready.path)}"${text}></script>${options.head ?? ''}</head>
<body>${options.body}
<script src="/bench-mark.js"></script>${options.scripts}
</body></html>`;
}
