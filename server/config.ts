import { resolve } from 'node:path';

/** Process-level settings, read once from the environment. Merchant settings live in server/merchants/. */
export interface ServerConfig {
  host: string;
  port: number;
  /** Where PGlite keeps its files; `memory://` keeps nothing (tests). */
  dataDir: string;
  /** When set, PostgreSQL is used instead of PGlite. */
  databaseUrl: string | undefined;
  /** The built app (vite's outDir). */
  appDir: string;
  /** Log level for fastify's logger; logs never carry bodies, passwords or tokens. */
  logLevel: string;
}

export const DEFAULTS = { host: '127.0.0.1', port: 8080, dataDir: '.data/pglite' } as const;

/** Reads the server config from an environment (process.env by default). */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? DEFAULTS.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be 0-65535, got ${env.PORT}`);
  return {
    host: env.HOST ?? DEFAULTS.host,
    port,
    dataDir: env.DATA_DIR ?? DEFAULTS.dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    appDir: resolve(env.APP_DIR ?? 'dist/app'),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
