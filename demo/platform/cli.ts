// `node --import tsx demo/platform/cli.ts [--port-api 4301 ...] [--db file|postgres URL] [--faults ...]`: starts
// every origin of the local platform and prints them with the demo keys. The admin token is never printed: it is the
// one given with --admin-token or SHOPKIT_ADMIN_TOKEN, else random (and the admin API unusable until one is set).
// Ctrl-C stops it.
import { normalizeFaults } from './api/faults.ts';
import { parseCliArgs } from './parse-cli-args.ts';
import { SHUTDOWN_GRACE_MS, startPlatform } from './start-platform.ts';

try {
  const options = parseCliArgs(process.argv.slice(2), process.env);
  if (options.faults) normalizeFaults(options.faults as Record<string, unknown>);
  const platform = await startPlatform(options);
  const lines = [
    'Shopkit local platform',
    `  commerce API   ${platform.urls.api}  (contract: ${platform.urls.api}/v2/openapi.json)`,
    `  checkout       ${platform.urls.checkout}`,
    `  image CDN      ${platform.urls.cdn}/images/<shop>/products/<file>.jpg`,
    `  admin API      ${platform.urls.admin}/admin/...  (Authorization: Bearer <token>; ${describeTokenSource(options.adminToken)})`,
    `  control panel  ${platform.panel.url}  (password: ${platform.panel.password})`,
    `  REST API v1    ${platform.v1.url}  (HTTPS, self-signed for loopback; plain HTTP ${platform.v1.plainUrl} answers 401)`,
    `  demo key       ${platform.keys.demo}  (shop demo, checkout v2)`,
    `  legacy key     ${platform.keys.legacy}  (shop legacy, legacy checkout)`,
    `  campaign       ${platform.storefrontId}`,
    `  database       ${platform.db.description}${options.database ? '' : ' (private: gone when the platform stops)'}`,
    `  e-mail         ${describeMail(platform.mail)}`,
    `  webhooks       ${options.localDevelopment ? 'public receivers, this machine and private networks (local development; never link-local or cloud metadata)' : 'public receivers only (--local-development allows this machine and private networks)'}`,
  ];
  console.log(lines.join('\n'));
  // Requests already running get this long to finish; a second Ctrl-C stops at once.
  const stop = () => {
    platform.close({ graceMs: SHUTDOWN_GRACE_MS }).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  console.error(`shopkit platform: ${(error as Error).message}`);
  process.exit(1);
}

function describeTokenSource(token: string | undefined): string {
  return token
    ? 'the token you set with --admin-token or SHOPKIT_ADMIN_TOKEN'
    : 'no token was set, so it is random and unknown: restart with --admin-token <t> or SHOPKIT_ADMIN_TOKEN=<t>';
}

function describeMail(mail: { smtp: string; catcher: { url: string } | null }): string {
  return mail.catcher
    ? `${mail.catcher.url}  (local mail catcher: every message is kept there, none delivered; SMTP_URL or --smtp-url sends for real)`
    : `${mail.smtp}  (SMTP_URL or --smtp-url)`;
}
