// Stand-ins for gtag.js, gtm.js and fbevents.js, served by the stand-in tag server (fake-tag-server.ts) for tests
// and local demos. They are NOT Google's or Meta's code: each reads the command queue the page filled, records every
// command in `window.__tagStandIns` (what the page asked of it), and reports events to its own server the way the
// real tag would, only as far as the consent it was given allows:
// - gtag.js: follows `consent default/update`; `config` sends a page_view; an `event` is sent with the consent state
//   (`gcs`, as Google's G1<ad><analytics>); with analytics_storage granted it writes `_ga` and `_ga_<id>` on the
//   highest domain it can, as GA4 does, and nothing is sent once `ga-disable-<id>` is set.
// - gtm.js: reports every `{event}` object pushed to the dataLayer with the consent state at that moment.
// - fbevents.js: honours `consent revoke/grant` (events wait while revoked and go on grant, as Meta's pixel does);
//   a tracked event with consent writes `_fbp` on the highest domain it can.

const SHARED = String.raw`
  const script = document.currentScript;
  const source = new URL(script.src);
  const log = (window.__tagStandIns = window.__tagStandIns || []);
  const report = (path, params) =>
    fetch(source.origin + path + '?' + new URLSearchParams(params), { method: 'POST', mode: 'no-cors', keepalive: true });
  const plain = (entry) => JSON.parse(JSON.stringify(Array.from(entry)));
  // Writes a first-party cookie on the highest domain that accepts it (the "auto" cookie domain of the real tags).
  const setTopCookie = (name, value) => {
    const labels = location.hostname.split('.');
    const candidates = /^[\d.]+$/.test(location.hostname) ? [] : labels.map((_, i) => labels.slice(i).join('.')).reverse();
    for (const domain of candidates.filter((d) => d.includes('.'))) {
      document.cookie = name + '=' + value + '; Path=/; Max-Age=63072000; Domain=' + domain;
      if (document.cookie.split('; ').some((pair) => pair.startsWith(name + '='))) return;
    }
    document.cookie = name + '=' + value + '; Path=/; Max-Age=63072000';
  };
  const readCookie = (name) => (document.cookie.split('; ').find((pair) => pair.startsWith(name + '=')) || '').slice(name.length + 1);
  const isArguments = (entry) => Object.prototype.toString.call(entry) === '[object Arguments]';
  const watchDataLayer = (handle) => {
    const layer = (window.dataLayer = window.dataLayer || []);
    for (const entry of layer.slice()) handle(entry);
    const push = layer.push;
    layer.push = function (...entries) {
      const result = push.apply(layer, entries);
      for (const entry of entries) handle(entry);
      return result;
    };
  };
`;

export const GTAG_STAND_IN = String.raw`(() => {
${SHARED}
  const id = source.searchParams.get('id');
  const consent = {};
  const gcs = () => 'G1' + (consent.ad_storage === 'granted' ? 1 : 0) + (consent.analytics_storage === 'granted' ? 1 : 0);
  const send = (name, params) => {
    if (window['ga-disable-' + id]) return;
    const granted = consent.analytics_storage === 'granted';
    if (granted) {
      if (!readCookie('_ga')) setTopCookie('_ga', 'GA1.1.' + Math.floor(Math.random() * 1e9) + '.' + Math.floor(Date.now() / 1000));
      setTopCookie('_ga_' + id.slice(2), 'GS2.1.s' + Math.floor(Date.now() / 1000) + '$o1');
    }
    report('/g/collect', { tid: id, en: name, gcs: gcs(), cid: granted ? readCookie('_ga') : '', ep: JSON.stringify(params || {}) });
  };
  watchDataLayer((entry) => {
    if (!isArguments(entry)) return;
    const [command, first, second] = entry;
    log.push({ tag: 'gtag', id, command: plain(entry) });
    if (command === 'consent') Object.assign(consent, second);
    else if (command === 'config' && first === id) send('page_view', {});
    else if (command === 'event' && (!second || !second.send_to || second.send_to === id)) {
      const { send_to, ...params } = second || {};
      send(first, params);
    }
  });
})();
`;

export const GTM_STAND_IN = String.raw`(() => {
${SHARED}
  const id = source.searchParams.get('id');
  const consent = {};
  watchDataLayer((entry) => {
    if (isArguments(entry)) {
      if (entry[0] === 'consent') Object.assign(consent, entry[2]);
      return;
    }
    if (!entry || typeof entry.event !== 'string') return;
    log.push({ tag: 'gtm', id, entry: JSON.parse(JSON.stringify(entry)) });
    report('/gtm/event', {
      id,
      en: entry.event,
      analytics: consent.analytics_storage || 'unset',
      ads: consent.ad_storage || 'unset',
      ecommerce: JSON.stringify(entry.ecommerce || null),
    });
  });
})();
`;

export const FBEVENTS_STAND_IN = String.raw`(() => {
${SHARED}
  const fbq = window.fbq;
  let granted = true;
  let pixel = null;
  const waiting = [];
  const track = (name, params, options) => {
    if (!readCookie('_fbp')) setTopCookie('_fbp', 'fb.1.' + Date.now() + '.' + Math.floor(Math.random() * 1e9));
    report('/tr', { id: pixel, ev: name, cd: JSON.stringify(params || {}), eid: (options && options.eventID) || '' });
  };
  const handle = (command) => {
    const [name, first, second, third] = command;
    log.push({ tag: 'fbq', command: JSON.parse(JSON.stringify(command)) });
    if (name === 'consent') {
      granted = first === 'grant';
      if (granted) for (const held of waiting.splice(0)) track(...held);
    } else if (name === 'init') pixel = first;
    else if (name === 'track') {
      if (granted) track(first, second, third);
      else waiting.push([first, second, third]);
    }
  };
  fbq.callMethod = (...command) => handle(command);
  for (const command of fbq.queue.splice(0)) handle(Array.from(command));
})();
`;
