// The hosted checkout's side of the embedded-checkout protocol, version 1 (docs/design.md, "Embedded checkout").
// Loaded only by the pages of a session that recorded an embedding origin, opened with `embed=1`. It tells the host
// page that a page is shown and how tall its content is, and how the checkout ended; it accepts one request from the
// host (move focus to the first field), and only from the recorded origin and the parent window. Served from the
// checkout origin, so the pages keep `script-src 'self'` with no inline script.
(() => {
  const root = document.documentElement;
  const hostOrigin = root.dataset.embedOrigin;
  const sessionId = root.dataset.sessionId;
  if (!hostOrigin || !sessionId || window.parent === window) return;
  const envelope = { protocol: 'shopkit-checkout', version: 1, sessionId };
  const post = (message) => window.parent.postMessage({ ...envelope, ...message }, hostOrigin);
  // The body's own height (margin 0, flow-root), never the viewport's: the host sizes the frame to it, so anything
  // that read the viewport would grow with every resize.
  const measure = () => Math.ceil(document.body.getBoundingClientRect().height);

  let reported = measure();
  post({ type: 'ready', height: reported });
  new ResizeObserver(() => {
    const height = measure();
    if (height > 0 && height !== reported) post({ type: 'resize', height: (reported = height) });
  }).observe(document.body);

  const outcome = root.dataset.embedEvent;
  if (outcome === 'complete') post({ type: 'complete', orderNumber: root.dataset.orderNumber });
  if (outcome === 'error') post({ type: 'error', code: root.dataset.errorCode });
  if (outcome === 'empty') post({ type: 'empty' });

  window.addEventListener('message', (event) => {
    if (event.source !== window.parent || event.origin !== hostOrigin) return;
    const data = event.data;
    const ours =
      typeof data === 'object' &&
      data !== null &&
      data.protocol === envelope.protocol &&
      data.version === envelope.version &&
      data.sessionId === sessionId;
    if (ours && data.type === 'focus') document.querySelector('#main input, #main button, #main a[href]')?.focus();
  });
})();
