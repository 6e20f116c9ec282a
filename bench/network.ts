// The network every benchmark page sees, whichever subject it shows: Chromium's own emulation adds the same round
// trip to every request (DevTools protocol, Network.emulateNetworkConditions), every server is on loopback (ours,
// the peers' files, the platform, the canned Shopify API), and hosts outside loopback do not resolve. The script and
// style bytes a page received are counted as served, gzipped (-9) one file at a time.
import type { Browser, CDPSession, Page } from '@playwright/test';
import { chromium } from '@playwright/test';
import zlib from 'node:zlib';

/** Launches the benchmark's browser: hosts that are not loopback fail at once, for every subject alike. */
export function launchBenchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1 , EXCLUDE localhost'],
  });
}

export async function emulateRoundTrip(cdp: CDPSession, latencyMs: number): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: latencyMs,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

export interface PageBytes {
  /** gzip bytes of every script and stylesheet the page received, the harness's probe apart. */
  gzip: number;
  files: number;
  /** How many of them are scripts. */
  scripts: number;
  /** Settles once every counted body has been read. */
  done(): Promise<void>;
}

const COUNTED = /javascript|css/;

export function countScriptBytes(page: Page, harness: RegExp): PageBytes {
  const reads: Array<Promise<void>> = [];
  const bytes: PageBytes = { gzip: 0, files: 0, scripts: 0, done: () => Promise.all(reads).then(() => undefined) };
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!COUNTED.test(type) || harness.test(response.url())) return;
    if (type.includes('javascript')) bytes.scripts++;
    reads.push(
      response.body().then(
        (body) => {
          bytes.gzip += zlib.gzipSync(body, { level: 9 }).length;
          bytes.files++;
        },
        () => undefined,
      ),
    );
  });
  return bytes;
}
