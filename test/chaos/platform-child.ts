// A platform in its own process, for the durability test: `node --import tsx test/chaos/platform-child.ts
// <statePath> [faultsJson]`. Prints one JSON line {urls, adminToken} once it listens, then serves until killed.
import { startPlatform } from '../../demo/platform/start-platform.ts';

const [statePath, faultsJson] = process.argv.slice(2);
if (!statePath) {
  console.error('usage: platform-child.ts <statePath> [faultsJson]');
  process.exit(2);
}
const platform = await startPlatform({ statePath, faults: faultsJson ? (JSON.parse(faultsJson) as object) : {} });
process.stdout.write(
  `${JSON.stringify({ urls: platform.urls, adminToken: platform.adminToken, key: platform.keys.demo })}\n`,
);
