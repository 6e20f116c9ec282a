// Every port `npm start` opens, with the environment variable that changes each: the demo site, the platform's
// origins (the same defaults as `npm run platform`, demo/platform/default-ports.ts) and the stand-ins for the tag
// scripts. The README's "Demo shop" table lists the same; a second checkout of the repository runs beside the first
// when every one of them is given another port (`0` takes any free port).
import { DEFAULT_PORTS, parsePort, PORT_VARIABLES, type PlatformPorts } from './platform/default-ports.ts';

export const START_PORTS = { site: 4300, ...DEFAULT_PORTS, googleTags: 4307, metaTags: 4308 } as const;
export type StartPorts = { -readonly [name in keyof typeof START_PORTS]: number };

export const START_PORT_VARIABLES: Readonly<Record<keyof StartPorts, string>> = {
  site: 'SITE_PORT',
  ...PORT_VARIABLES,
  googleTags: 'GOOGLE_TAGS_PORT',
  metaTags: 'META_TAGS_PORT',
};

/** The ports of `npm start` with the environment's overrides; throws naming the variable of a malformed one. */
export function startPortsFromEnv(env: Record<string, string | undefined>): StartPorts {
  const ports: StartPorts = { ...START_PORTS };
  for (const [name, variable] of Object.entries(START_PORT_VARIABLES) as Array<[keyof StartPorts, string]>) {
    const text = env[variable];
    if (text !== undefined && text !== '') ports[name] = parsePort(text, variable);
  }
  return ports;
}

/** The platform's share of them, as `startPlatform({ports})` takes it. */
export function platformPorts(ports: StartPorts): PlatformPorts {
  const { api, checkout, cdn, admin, v1, v1Plain, mail, smtp } = ports;
  return { api, checkout, cdn, admin, v1, v1Plain, mail, smtp };
}
