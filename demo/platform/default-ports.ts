// The one set of default ports of the local platform, shared by `npm run platform` (flags) and `npm start` (which
// adds the demo site on 4300 in front of them and reads overrides from environment variables). `mail` and `smtp` are
// the local mail catcher's page and SMTP server, opened only when no SMTP_URL is given.
export const DEFAULT_PORTS = {
  api: 4301,
  checkout: 4302,
  cdn: 4303,
  admin: 4304,
  v1: 4305,
  v1Plain: 4306,
  mail: 4309,
  smtp: 4310,
} as const;
export type PlatformPorts = { -readonly [name in keyof typeof DEFAULT_PORTS]: number };

/** The environment variable `npm start` reads for each port. */
export const PORT_VARIABLES: Readonly<Record<keyof PlatformPorts, string>> = {
  api: 'API_PORT',
  checkout: 'CHECKOUT_PORT',
  cdn: 'CDN_PORT',
  admin: 'ADMIN_PORT',
  v1: 'V1_PORT',
  v1Plain: 'V1_PLAIN_PORT',
  mail: 'MAIL_PORT',
  smtp: 'SMTP_PORT',
};

/** A port number 0-65535 (0 = any free port) from text; throws naming `source` otherwise. */
export function parsePort(text: string, source: string): number {
  if (!/^\d{1,5}$/.test(text) || Number(text) > 65535)
    throw new Error(`${source} must be a port number 0-65535 (got ${JSON.stringify(text)})`);
  return Number(text);
}

/** The platform's ports with the environment's overrides (`API_PORT=5001`...). */
export function portsFromEnv(env: Record<string, string | undefined>): PlatformPorts {
  const ports: PlatformPorts = { ...DEFAULT_PORTS };
  for (const [name, variable] of Object.entries(PORT_VARIABLES) as Array<[keyof PlatformPorts, string]>) {
    const text = env[variable];
    if (text !== undefined && text !== '') ports[name] = parsePort(text, variable);
  }
  return ports;
}
