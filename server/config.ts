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
  /** A session unused this long ends (SESSION_IDLE_MINUTES, default 30). */
  sessionIdleMs: number;
  /** A session ends this long after login however busy (SESSION_ABSOLUTE_HOURS, default 12). */
  sessionAbsoluteMs: number;
  /** Failed logins for one username after which a captcha is demanded (LOGIN_CAPTCHA_AFTER, default 3). */
  loginCaptchaAfter: number;
  /** A merchant-supplied RSA private key (PEM) for body encryption; otherwise one is made and kept in the database. */
  jwePrivateKey: string | undefined;
  /** Play money credited to a new trial account, in centavos (TRIAL_BALANCE in pesos, default 2000). */
  trialBalanceCentavos: number;
}

export const DEFAULTS = {
  host: '127.0.0.1',
  port: 8080,
  dataDir: '.data/pglite',
  sessionIdleMinutes: 30,
  sessionAbsoluteHours: 12,
  loginCaptchaAfter: 3,
  trialBalance: 2000,
} as const;

/**
 * `SERVER_PROFILE=test` is the documented end-to-end profile: runs from 127.0.0.1 log in many times, so the
 * captcha threshold is raised out of reach unless LOGIN_CAPTCHA_AFTER says otherwise. Unit tests use real values.
 */
const TEST_PROFILE = { loginCaptchaAfter: 1000 } as const;

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, got ${raw}`);
  return n;
}

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
    sessionIdleMs: positive(env, 'SESSION_IDLE_MINUTES', DEFAULTS.sessionIdleMinutes) * 60_000,
    sessionAbsoluteMs: positive(env, 'SESSION_ABSOLUTE_HOURS', DEFAULTS.sessionAbsoluteHours) * 3_600_000,
    loginCaptchaAfter: Math.floor(
      positive(
        env,
        'LOGIN_CAPTCHA_AFTER',
        env.SERVER_PROFILE === 'test' ? TEST_PROFILE.loginCaptchaAfter : DEFAULTS.loginCaptchaAfter,
      ),
    ),
    jwePrivateKey: env.JWE_PRIVATE_KEY?.replaceAll('\\n', '\n') || undefined,
    trialBalanceCentavos: Math.round(positive(env, 'TRIAL_BALANCE', DEFAULTS.trialBalance) * 100),
  };
}
