// A platform in its own process, for the durability and two-process tests: `node --import tsx
// test/chaos/platform-child.ts <database> [faultsJson]` (an SQLite file or a postgres:// URL). Prints one JSON line
// {urls, adminToken, key} once it listens, then serves until killed.
import { startPlatform } from '../../demo/platform/start-platform.ts';

const [database, faultsJson] = process.argv.slice(2);
if (!database) {
  console.error('usage: platform-child.ts <database> [faultsJson]');
  process.exit(2);
}
// The checkouts these tests start return to http://127.0.0.1:9, so that origin is an allowed storefront origin.
const platform = await startPlatform({
  database,
  faults: faultsJson ? (JSON.parse(faultsJson) as object) : {},
  storefrontOrigins: { demo: ['http://127.0.0.1:9'] },
});
process.stdout.write(
  `${JSON.stringify({ urls: platform.urls, adminToken: platform.adminToken, key: platform.keys.demo })}\n`,
);
