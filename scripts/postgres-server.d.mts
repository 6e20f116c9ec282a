// Types of scripts/postgres-server.mjs for the TypeScript that imports it (the bench).
export const INSTALL_COMMAND: string;
export function findPostgresBin(env?: NodeJS.ProcessEnv): string | null;
export function ensurePostgres(log?: (message: string) => void): string | null;
export interface PostgresServer {
  url: string;
  port: number;
  /** The postmaster's process id. */
  pid: number;
  dir: string;
  stop(): void;
}
export function startPostgresServer(options?: { bin?: string | null; durable?: boolean }): Promise<PostgresServer>;
