// `npm start`: the demo shop on its local platform. Installs what is missing, builds dist/shopkit.js, starts the
// platform (API, hosted checkout, CDN, admin on their own loopback origins) and the demo site, and prints the URLs
// with the demo keys. Ctrl-C stops everything. Fixed ports by default: the site on 4300 and the platform on the same
// defaults as `npm run platform` (API 4301, checkout 4302, CDN 4303, admin 4304, REST v1 4305/4306) and the tag
// stand-ins on 4307/4308; each has a variable (demo/start-ports.ts: SITE_PORT, API_PORT, CHECKOUT_PORT, CDN_PORT,
// ADMIN_PORT, V1_PORT, V1_PLAIN_PORT, MAIL_PORT, SMTP_PORT, GOOGLE_TAGS_PORT, META_TAGS_PORT), so two checkouts can run
// side by side. E-mail (sign-in codes, order confirmations) goes to the local mail catcher, whose page shows every
// message, unless SMTP_URL names a real server (MAIL_FROM the sender's address).
// SHOPKIT_ADMIN_TOKEN sets the admin API's bearer token, SHOPKIT_PANEL_PASSWORD the control panel's.
// SHOPKIT_DB (an SQLite file) or DATABASE_URL (PostgreSQL) keeps the data; by default it lives in memory.
// Analytics: stand-ins for gtag.js, gtm.js and the Meta pixel run on the tag ports so the banner's gating can be
// watched without contacting Google or Meta: the platform hands their origins to every page with the shop's settings
// (also to pages outside the demo site), and the demo shop gets stand-in tag ids and its consent log when it has no
// tracking settings of its own (demo/tags/demo-tracking.ts). SHOPKIT_DEMO_TAGS=off leaves tracking out entirely.
import { spawnSync } from 'node:child_process';
import { ensureEnv, ROOT } from './ensure-env.mjs';

ensureEnv({ required: false });

const build = spawnSync(process.execPath, ['esbuild.mjs'], { cwd: ROOT, stdio: 'inherit' });
if (build.status !== 0) {
  console.error('shopkit: the build failed (see above); the demo needs dist/shopkit.js');
  process.exit(build.status ?? 1);
}

// The platform and the site are TypeScript: load them through tsx, as the tests do.
const { register } = await import('tsx/esm/api');
register();
const { SHUTDOWN_GRACE_MS, startPlatform } = await import('../demo/platform/start-platform.ts');
const { startSite } = await import('../demo/site/site-server.ts');
const { platformPorts, startPortsFromEnv } = await import('../demo/start-ports.ts');
const { startFakeTagServer } = await import('../demo/tags/fake-tag-server.ts');
const { standInOrigins, useDemoTracking } = await import('../demo/tags/demo-tracking.ts');

let sitePort;
let ports;
let tagPorts;
try {
  const all = startPortsFromEnv(process.env);
  sitePort = all.site;
  ports = platformPorts(all);
  tagPorts = { google: all.googleTags, meta: all.metaTags };
} catch (error) {
  console.error(`shopkit: ${error.message}`);
  process.exit(1);
}
// The admin token is never printed: choose it with SHOPKIT_ADMIN_TOKEN to use the admin API, else it is random.
const adminToken = process.env.SHOPKIT_ADMIN_TOKEN || undefined;
const adminTokenNote = adminToken
  ? 'the token from SHOPKIT_ADMIN_TOKEN'
  : 'set SHOPKIT_ADMIN_TOKEN to choose the token';
const panelPassword = process.env.SHOPKIT_PANEL_PASSWORD || undefined;
const database = process.env.SHOPKIT_DB || process.env.DATABASE_URL || undefined;
const mail = { smtpUrl: process.env.SMTP_URL || undefined, from: process.env.MAIL_FROM || undefined };
// Demo stand-ins for the tag scripts (never Google or Meta); the platform hands their origins to every page.
let tags = null;
if (process.env.SHOPKIT_DEMO_TAGS !== 'off') {
  try {
    tags = await startFakeTagServer(tagPorts);
  } catch (error) {
    console.error(
      `shopkit: the tag stand-ins could not start (${error instanceof Error ? error.message : error}); no tags`,
    );
  }
}
let platform;
try {
  platform = await startPlatform({
    // The demo is local development: webhook receivers on this machine (a local server, a tunnel) are allowed.
    localDevelopment: true,
    ...(adminToken ? { adminToken } : {}),
    ...(panelPassword ? { panelPassword } : {}),
    ...(database ? { database } : {}),
    mail,
    ports,
    tagOrigins: tags && standInOrigins(tags),
  });
} catch (error) {
  await tags?.close();
  console.error(
    `shopkit: the local platform could not start on ports ${Object.values(ports).join(', ')}: ` +
      `${error instanceof Error ? error.message : error} (another demo running? set API_PORT etc.)`,
  );
  process.exit(1);
}
// Stand-in ids for a demo shop without tracking settings of its own.
if (tags) {
  try {
    await useDemoTracking(platform);
  } catch (error) {
    console.error(`shopkit: the demo shop's stand-in tag ids could not be set (${error.message})`);
  }
}
let site;
try {
  site = await startSite({
    port: sitePort,
    platform,
    // The product and list pages are prerendered from the catalogue at start (shopkit prerender, docs/prerender.md).
    prerender: process.env.SHOPKIT_DEMO_PRERENDER !== 'off',
    tagOrigins: tags && { google: tags.googleOrigin, meta: tags.metaOrigin },
  });
  // The demo site is the demo shop's storefront: checkouts may hand the shopper back to it (and to its localhost name).
  platform.allowStorefrontOrigin('demo', site.url);
  platform.allowStorefrontOrigin('demo', site.url.replace('//127.0.0.1:', '//localhost:'));
} catch (error) {
  await platform.close();
  console.error(
    `shopkit: the demo site could not start on port ${sitePort}: ${error instanceof Error ? error.message : error}`,
  );
  process.exit(1);
}

console.log(`
  Shopkit demo shop   ${site.url}/
  Prerendered pages   ${site.prerendered ? `${site.prerendered.report.pages.product} product pages, ${site.prerendered.report.pages.list} list pages, ${site.url}/sitemap.xml (shopkit prerender; SHOPKIT_DEMO_PRERENDER=off to leave them out)` : 'off (SHOPKIT_DEMO_PRERENDER=off): every page fills itself in the browser'}
  Commerce API        ${platform.urls.api}
  Hosted checkout     ${platform.urls.checkout}
  Image CDN           ${platform.urls.cdn}
  Admin API           ${platform.urls.admin}   (Authorization: Bearer <token>; ${adminTokenNote})
  Control panel       ${platform.panel.url}   (password: ${platform.panel.password})
  REST API v1         ${platform.v1.url}   (HTTPS, self-signed for loopback; plain HTTP at ${platform.v1.plainUrl} answers 401)
  E-mail              ${platform.mail.catcher ? `${platform.mail.catcher.url}/   (mail catcher: sign-in codes and order confirmations land here, none is delivered; SMTP_URL sends for real)` : `${platform.mail.smtp}   (SMTP_URL)`}
  Data                ${platform.db.description}${database ? '' : ' (gone when stopped; set SHOPKIT_DB=shop.db to keep it)'}
  Tag stand-ins       ${tags ? `${tags.googleOrigin}/ (gtag.js, gtm.js) and ${tags.metaOrigin}/ (fbevents.js): DEMO STAND-INS, not Google or Meta; they list what the pages sent` : 'off (SHOPKIT_DEMO_TAGS=off): no analytics tags'}

  Demo key            ${platform.keys.demo}   (shop "demo", checkout v2)
  Legacy key          ${platform.keys.legacy}   (shop "legacy", legacy checkout)

  Press Ctrl-C to stop.
`);

let stopping = false;
async function stop(signal) {
  if (stopping) {
    console.log(`shopkit: ${signal} again, stopping at once`);
    process.exit(1);
  }
  stopping = true;
  console.log(`\nshopkit: ${signal}, stopping the demo`);
  // Requests already running on the platform get a grace period to finish (a second Ctrl-C stops at once).
  await Promise.allSettled([site.close(), platform.close({ graceMs: SHUTDOWN_GRACE_MS }), tags?.close()]);
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
