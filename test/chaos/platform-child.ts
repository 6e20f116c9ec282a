// A platform in its own process, for the durability and two-process tests: `node --import tsx
// test/chaos/platform-child.ts <database> [optionsJson]` (an SQLite file or a postgres:// URL; the options are the
// JSON part of startPlatform's, see spawn-platform.ts). Prints one JSON line {urls, adminToken, key} once it listens,
// then serves until killed.
import { startPlatform } from '../../demo/platform/start-platform.ts';
import type { ChildOptions } from './spawn-platform.ts';

const [database, optionsJson] = process.argv.slice(2);
if (!database) {
  console.error('usage: platform-child.ts <database> [optionsJson]');
  process.exit(2);
}
const options = (optionsJson ? JSON.parse(optionsJson) : {}) as ChildOptions;
// The checkouts these tests start return to http://127.0.0.1:9, so that origin is an allowed storefront origin.
const platform = await startPlatform({
  ...options,
  database,
  faults: options.faults ?? {},
  storefrontOrigins: { demo: ['http://127.0.0.1:9'], ...options.storefrontOrigins },
});
process.stdout.write(
  `${JSON.stringify({ urls: platform.urls, adminToken: platform.adminToken, key: platform.keys.demo })}\n`,
);
