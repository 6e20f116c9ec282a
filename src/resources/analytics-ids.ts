// Analytics ids for the hosted checkout: `_ga` = `GA1.1.<n>.<t>` gives gaClientId `<n>.<t>`; `_ga_<container>` =
// `GS1.1.<sessionId>.…` or `GS2.1.s<sessionId>$o…` gives gaSessionId.

export interface AnalyticsIds {
  gaClientId: string | null;
  gaSessionId: string | null;
}

export function readAnalyticsIds(cookies: ReadonlyArray<{ name: string; value: string }>): AnalyticsIds {
  const client = cookies.find((cookie) => cookie.name === '_ga')?.value ?? '';
  const session = cookies.find((cookie) => cookie.name.startsWith('_ga_'))?.value ?? '';
  const clientMatch = /^GA\d\.\d+\.(\d+\.\d+)$/.exec(client);
  const sessionMatch = /^GS1\.\d+\.(\d+)\./.exec(session) ?? /^GS2\.\d+\.s(\d+)\$/.exec(session);
  return { gaClientId: clientMatch?.[1] ?? null, gaSessionId: sessionMatch?.[1] ?? null };
}
