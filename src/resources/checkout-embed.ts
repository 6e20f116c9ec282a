// The embedded checkout's URL: the hosted checkout with `embed=<protocol version>`, which asks the hosted page to
// speak that version of the postMessage protocol to the origin recorded for the session (docs/design.md,
// "Embedded checkout"). Everything else about the handoff URL stays as `checkout.start()` made it.

/** The version of the host-frame postMessage protocol this client speaks. */
export const EMBED_PROTOCOL_VERSION = 1;

export function embedUrl(handoffUrl: string): string {
  const url = new URL(handoffUrl);
  url.searchParams.set('embed', String(EMBED_PROTOCOL_VERSION));
  return url.href;
}
