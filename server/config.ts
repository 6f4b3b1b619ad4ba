import { demoDataOn, environmentOf, isProduction, refuseDevSwitches, type Environment } from './devSwitches';
import { randomBytes } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { parseOpsTokens } from './ops/operators';
import { DB_CONNECT_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS } from './db/limits';
import { jwePrivateKeyProblem, productionSettingProblems } from './productionSettings';

/** How long a starting instance waits for its database by default (DB_START_WAIT_SECONDS). */
const DB_START_WAIT_SECONDS = 300;

/** Process-level settings, read once from the environment. Merchant settings live in server/merchants/. */
export interface ServerConfig {
  /** NODE_ENV: development (unset), test or production; anything else refuses to start. */
  environment: Environment;
  /** The demo accounts and their banner (DEMO_DATA; on by default in development and test only). */
  demoData: boolean;
  /**
   * PostgreSQL time limits (server/db/client.ts): DB_CONNECT_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS, and how long a
   * starting instance keeps trying to reach its database before it exits 1 for its process manager to restart it
   * (DB_START_WAIT_SECONDS, default 300; 0 tries for ever).
   */
  database: { connectTimeoutMs: number; statementTimeoutMs: number; startWaitMs: number };
  host: string;
  port: number;
  /** Where PGlite keeps its files; `memory://` keeps nothing (tests). */
  dataDir: string;
  /** When set, PostgreSQL is used instead of PGlite. */
  databaseUrl: string | undefined;
  /** PGlite's buffer pool (PGLITE_SHARED_BUFFERS, default 16MB; server/db/client.ts). */
  pgliteSharedBuffers: string | undefined;
  /**
   * Minutes between the embedded database's `VACUUM (ANALYZE)` (EMBEDDED_VACUUM_MINUTES, default 60; 0 turns it
   * off). PGlite runs no autovacuum of its own (server/db/maintenance.ts); PostgreSQL's autovacuum is left alone.
   */
  embeddedVacuumMinutes: number;
  /** The built app (vite's outDir). */
  appDir: string;
  /**
   * Answers held in memory: public catalogue answers and signed-in reads (ANSWER_CACHE, `on` by default). `off`
   * sends every call to the database: for measuring the database's path (bench/scale.ts) and for diagnosis.
   */
  answerCache: boolean;
  /**
   * A first visit's page carries a drawing of its landing screen, made from the app's own components (FIRST_SCREEN,
   * `on` by default; docs/performance.md "The first screen, drawn by the server"). `off` sends the splash only.
   */
  firstScreen: boolean;
  /** Log level for fastify's logger; logs never carry bodies, passwords or tokens. */
  logLevel: string;
  /**
   * On SIGTERM: how long the instance answers `/readyz` 503 while still serving, so the balancer stops sending to it
   * (SHUTDOWN_DRAIN_MS; 3000 by default, 0 in the test profile), and the bound on closing after that
   * (SHUTDOWN_CLOSE_MS, 10000): requests still open then are cut and the process exits 1.
   */
  shutdownDrainMs: number;
  shutdownCloseMs: number;
  /** Where `/metrics` (Prometheus text) listens, on HOST (METRICS_PORT); no metrics listener when unset. */
  metricsPort: number | undefined;
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
  /** Account limits and providers (docs/accounts.md "Configuration"). */
  accounts: AccountsConfig;
  /**
   * `POST /wps/dev/clock` may move the server's clock (DEV_CLOCK=1, with the dev outbox; never in production), so an
   * end-to-end test can let whole days pass for period settlements (docs/agents.md).
   */
  devClock: boolean;
  /** The payment provider and its callback checks (docs/money.md "Payment providers"). */
  payments: PaymentsConfig;
  /** Operators of the ops API (docs/operators.md). */
  ops: OpsConfig;
  /**
   * Which proxies' `X-Forwarded-For` / `X-Forwarded-Proto` count (TRUST_PROXY): `false` (none, the default), a hop
   * count, or a list of addresses and CIDR ranges. Never "everyone": a client could then pick its own address.
   */
  trustProxy: TrustProxy;
}

/** TRUST_PROXY as fastify takes it: none, a number of hops, or the proxies' addresses and ranges. */
export type TrustProxy = false | number | string[];

const PROXY_ENTRY = /^(?:loopback|linklocal|uniquelocal|[0-9a-f:.]+(?:\/\d{1,3})?)$/i;

/**
 * Parses TRUST_PROXY: empty or `0` trusts no proxy; a whole number is a hop count (`1`: one load balancer in
 * front); otherwise a comma-separated list of addresses, CIDR ranges or the names `loopback`, `linklocal`,
 * `uniquelocal`. `true` and `*` are refused: trusting every hop lets any client choose its own address.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? '').trim();
  if (value === '' || value === '0' || value === 'false') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) throw new Error(`TRUST_PROXY hop count must be at most 10, got ${value}`);
    return hops;
  }
  if (value === 'true' || value === '*')
    throw new Error(
      'TRUST_PROXY must name the proxies (addresses, ranges or a hop count), not trust everyone',
    );
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.find((e) => !PROXY_ENTRY.test(e));
  if (bad !== undefined)
    throw new Error(`TRUST_PROXY: "${bad}" is not an address, a CIDR range or a known name`);
  return entries;
}

/** OPS_TOKENS (name:token pairs); without it a `dev` operator whose token is written to OPS_TOKEN_FILE at start. */
export interface OpsConfig {
  tokens: { name: string; token: string }[] | undefined;
  /** OPS_TOKEN_FILE, default `ops-token` beside DATA_DIR (`.data/ops-token`). */
  tokenFile: string;
}

/** PAYMENT_PROVIDER (only `dev` so far), the callbacks' HMAC secret and how old a callback may be. */
export interface PaymentsConfig {
  /** `dev` (the pay page on this server) or `none` (no online payments; server/providers/payments.ts). */
  provider: 'dev' | 'none';
  /** PAYMENT_CALLBACK_SECRET (at least 32 characters); a random one per process without it. */
  callbackSecret: string;
  /** PAYMENT_CALLBACK_TOLERANCE_SECONDS (default 300): a callback signed longer ago (or ahead) is stale. */
  toleranceMs: number;
}

function readPaymentsConfig(env: NodeJS.ProcessEnv): PaymentsConfig {
  const provider = env.PAYMENT_PROVIDER || 'dev';
  if (provider !== 'dev' && provider !== 'none')
    throw new Error(`PAYMENT_PROVIDER must be dev or none, got "${provider}"`);
  // The dev pay page lets the player approve their own payment: never by accident on a production server.
  if (provider === 'dev' && isProduction(env) && env.PAYMENT_DEV_ALLOWED !== '1')
    throw new Error(
      'NODE_ENV=production with the dev payment provider: players could approve their own deposits. ' +
        'Set PAYMENT_PROVIDER=none (deposits credited by customer service) until a real provider is configured, ' +
        'or PAYMENT_DEV_ALLOWED=1 for a demo deployment.',
    );
  const secret = env.PAYMENT_CALLBACK_SECRET;
  if (secret !== undefined && secret !== '' && secret.length < 32)
    throw new Error('PAYMENT_CALLBACK_SECRET must be at least 32 characters');
  return {
    provider,
    callbackSecret: secret || randomBytes(32).toString('base64url'),
    toleranceMs: positive(env, 'PAYMENT_CALLBACK_TOLERANCE_SECONDS', 300) * 1000,
  };
}

/** Brute-force and SMS limits, providers and account switches; every value is documented in docs/accounts.md. */
export interface AccountsConfig {
  /**
   * Failed logins per account after which each login for it is held for a growing time, never refused
   * (LOGIN_ACCOUNT_LIMIT); wrong old passwords and re-authentications per member in `loginWindowMs` before 429.
   */
  loginAccountLimit: number;
  /** Failed logins per client address in `loginWindowMs` before 429 (LOGIN_IP_LIMIT). */
  loginIpLimit: number;
  /**
   * Failed logins from one address in `loginWindowMs` after which every login from it needs a captcha
   * (LOGIN_IP_CAPTCHA_AFTER); at twice as many, its logins are also held (docs/security.md "Sign-in").
   */
  loginIpCaptchaAfter: number;
  /** The first hold of a login past its failure threshold; each further failure doubles it (LOGIN_DELAY_BASE_MS). */
  loginDelayBaseMs: number;
  /** The longest hold (LOGIN_DELAY_MAX_MS). */
  loginDelayMaxMs: number;
  /** The login limits' window (LOGIN_LIMIT_WINDOW_MINUTES). */
  loginWindowMs: number;
  /** SMS codes per number per hour (SMS_PER_NUMBER_PER_HOUR). */
  smsPerNumberPerHour: number;
  /** SMS codes per client address per hour (SMS_PER_IP_PER_HOUR). */
  smsPerIpPerHour: number;
  /** Least time between two codes to one number (SMS_RESEND_SECONDS). */
  smsResendMs: number;
  /** Lifetime of an SMS code (SMS_CODE_MINUTES); answered as `expiredMinutes`. */
  smsCodeMinutes: number;
  /** Wrong tries that kill a code (CODE_MAX_TRIES). */
  codeMaxTries: number;
  /** Password-recovery e-mail requests per client address per hour (RECOVERY_PER_IP_PER_HOUR). */
  recoveryPerIpPerHour: number;
  /** Trial accounts per device per 24 h (TRIAL_PER_DEVICE_PER_DAY). */
  trialPerDevicePerDay: number;
  /** Trial accounts per client address per 24 h (TRIAL_PER_IP_PER_DAY). */
  trialPerIpPerDay: number;
  /** Registration demands a captcha (REGISTER_CAPTCHA, 1/0). */
  registerCaptcha: boolean;
  /** Login separation: agents must use the agent login (LOGIN_SEPARATION, 1/0). */
  loginSeparation: boolean;
  /** `GET /wps/dev/outbox` exists (SERVER_PROFILE=test or DEV_OUTBOX=1); never in production. */
  devOutbox: boolean;
  /** `dev` (the reference server's own chat page at /dev/service/chat) or `none` (SERVICE_CHAT_PROVIDER). */
  serviceChat: 'dev' | 'none';
  /** `dev` (outbox) or `http` (SMS_GATEWAY_URL) (SMS_PROVIDER). */
  smsProvider: 'dev' | 'http';
  smsGatewayUrl: string | undefined;
  smsGatewayToken: string | undefined;
  /** `none` or `dev` (PHONE_VERIFICATION_PROVIDER); `dev` needs the dev outbox to be on. */
  phoneVerificationProvider: 'none' | 'dev';
}

export const DEFAULTS = {
  host: '127.0.0.1',
  port: 8080,
  dataDir: '.data/pglite',
  embeddedVacuumMinutes: 60,
  sessionIdleMinutes: 30,
  sessionAbsoluteHours: 12,
  loginCaptchaAfter: 3,
  trialBalance: 2000,
} as const;

/**
 * `SERVER_PROFILE=test` is the documented end-to-end profile: runs from 127.0.0.1 log in many times, so the
 * captcha threshold is raised out of reach unless LOGIN_CAPTCHA_AFTER says otherwise. Unit tests use real values.
 */
const TEST_PROFILE = {
  loginCaptchaAfter: 1000,
  loginAccountLimit: 100_000,
  loginIpLimit: 100_000,
  loginIpCaptchaAfter: 100_000,
  smsPerNumberPerHour: 100_000,
  smsPerIpPerHour: 100_000,
  smsResendSeconds: 0.001,
  recoveryPerIpPerHour: 100_000,
  trialPerDevicePerDay: 100_000,
  trialPerIpPerDay: 100_000,
  registerCaptcha: false,
} as const;

/** The real values (docs/accounts.md); their own tests use these. */
export const ACCOUNT_DEFAULTS = {
  loginAccountLimit: 10,
  loginIpLimit: 50,
  loginIpCaptchaAfter: 10,
  loginDelayBaseMs: 1000,
  loginDelayMaxMs: 8000,
  loginWindowMinutes: 15,
  smsPerNumberPerHour: 5,
  smsPerIpPerHour: 20,
  smsResendSeconds: 60,
  smsCodeMinutes: 5,
  codeMaxTries: 5,
  recoveryPerIpPerHour: 10,
  trialPerDevicePerDay: 3,
  trialPerIpPerDay: 20,
  registerCaptcha: true,
} as const;

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  throw new Error(`${name} must be 1/0/true/false, got ${raw}`);
}

function readAccountsConfig(env: NodeJS.ProcessEnv): AccountsConfig {
  const test = env.SERVER_PROFILE === 'test';
  const pick = <K extends keyof typeof TEST_PROFILE & keyof typeof ACCOUNT_DEFAULTS>(k: K) =>
    test ? TEST_PROFILE[k] : ACCOUNT_DEFAULTS[k];
  const int = (name: string, k: keyof typeof TEST_PROFILE & keyof typeof ACCOUNT_DEFAULTS) =>
    Math.floor(positive(env, name, pick(k) as number));
  const devOutbox = test || flag(env, 'DEV_OUTBOX', false);
  const smsProvider = env.SMS_PROVIDER || 'dev';
  if (smsProvider !== 'dev' && smsProvider !== 'http')
    throw new Error(`SMS_PROVIDER must be dev or http, got ${smsProvider}`);
  if (smsProvider === 'http' && !env.SMS_GATEWAY_URL)
    throw new Error('SMS_PROVIDER=http needs SMS_GATEWAY_URL');
  const phone = env.PHONE_VERIFICATION_PROVIDER || 'none';
  if (phone !== 'none' && phone !== 'dev')
    throw new Error(`PHONE_VERIFICATION_PROVIDER must be none or dev, got ${phone}`);
  // The dev provider trusts tokens a test can mint; it must never run where the dev outbox is off.
  if (phone === 'dev' && !devOutbox)
    throw new Error('PHONE_VERIFICATION_PROVIDER=dev needs SERVER_PROFILE=test or DEV_OUTBOX=1');
  const serviceChat = env.SERVICE_CHAT_PROVIDER || 'dev';
  if (serviceChat !== 'dev' && serviceChat !== 'none')
    throw new Error(`SERVICE_CHAT_PROVIDER must be dev or none, got ${serviceChat}`);
  return {
    serviceChat,
    loginAccountLimit: int('LOGIN_ACCOUNT_LIMIT', 'loginAccountLimit'),
    loginIpLimit: int('LOGIN_IP_LIMIT', 'loginIpLimit'),
    loginIpCaptchaAfter: int('LOGIN_IP_CAPTCHA_AFTER', 'loginIpCaptchaAfter'),
    loginDelayBaseMs: positive(env, 'LOGIN_DELAY_BASE_MS', ACCOUNT_DEFAULTS.loginDelayBaseMs),
    loginDelayMaxMs: positive(env, 'LOGIN_DELAY_MAX_MS', ACCOUNT_DEFAULTS.loginDelayMaxMs),
    loginWindowMs: positive(env, 'LOGIN_LIMIT_WINDOW_MINUTES', ACCOUNT_DEFAULTS.loginWindowMinutes) * 60_000,
    smsPerNumberPerHour: int('SMS_PER_NUMBER_PER_HOUR', 'smsPerNumberPerHour'),
    smsPerIpPerHour: int('SMS_PER_IP_PER_HOUR', 'smsPerIpPerHour'),
    smsResendMs: positive(env, 'SMS_RESEND_SECONDS', pick('smsResendSeconds')) * 1000,
    smsCodeMinutes: Math.floor(positive(env, 'SMS_CODE_MINUTES', ACCOUNT_DEFAULTS.smsCodeMinutes)),
    codeMaxTries: Math.floor(positive(env, 'CODE_MAX_TRIES', ACCOUNT_DEFAULTS.codeMaxTries)),
    recoveryPerIpPerHour: int('RECOVERY_PER_IP_PER_HOUR', 'recoveryPerIpPerHour'),
    trialPerDevicePerDay: int('TRIAL_PER_DEVICE_PER_DAY', 'trialPerDevicePerDay'),
    trialPerIpPerDay: int('TRIAL_PER_IP_PER_DAY', 'trialPerIpPerDay'),
    registerCaptcha: flag(env, 'REGISTER_CAPTCHA', pick('registerCaptcha')),
    loginSeparation: flag(env, 'LOGIN_SEPARATION', false),
    devOutbox,
    smsProvider,
    smsGatewayUrl: env.SMS_GATEWAY_URL || undefined,
    smsGatewayToken: env.SMS_GATEWAY_TOKEN || undefined,
    phoneVerificationProvider: phone,
  };
}

function portOf(name: string, raw: string): number {
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`${name} must be 0-65535, got ${raw}`);
  return port;
}

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, got ${raw}`);
  return n;
}

function nonNegative(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be 0 or a positive number, got ${raw}`);
  return n;
}

function readDevClock(env: NodeJS.ProcessEnv): boolean {
  const on = flag(env, 'DEV_CLOCK', false);
  if (!on) return false;
  if (isProduction(env)) throw new Error('DEV_CLOCK=1 is refused under NODE_ENV=production');
  if (env.SERVER_PROFILE !== 'test' && !flag(env, 'DEV_OUTBOX', false))
    throw new Error('DEV_CLOCK=1 needs SERVER_PROFILE=test or DEV_OUTBOX=1');
  return true;
}

function onOff(name: string, value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(`${name} must be on or off, got ${value}`);
}

/** Reads the server config from an environment (process.env by default). */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const environment = environmentOf(env);
  refuseDevSwitches(env);
  const keyProblem = jwePrivateKeyProblem(env.JWE_PRIVATE_KEY);
  const missing = [...productionSettingProblems(env), ...(keyProblem ? [keyProblem] : [])];
  if (missing.length > 0 && isProduction(env))
    throw new Error(`NODE_ENV=production refuses to start:\n  - ${missing.join('\n  - ')}`);
  if (keyProblem) throw new Error(keyProblem);
  const port = Number(env.PORT ?? DEFAULTS.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be 0-65535, got ${env.PORT}`);
  return {
    environment,
    demoData: demoDataOn(env),
    database: {
      connectTimeoutMs: positive(env, 'DB_CONNECT_TIMEOUT_MS', DB_CONNECT_TIMEOUT_MS),
      statementTimeoutMs: positive(env, 'DB_STATEMENT_TIMEOUT_MS', DB_STATEMENT_TIMEOUT_MS),
      startWaitMs: nonNegative(env, 'DB_START_WAIT_SECONDS', DB_START_WAIT_SECONDS) * 1000,
    },
    host: env.HOST ?? DEFAULTS.host,
    port,
    dataDir: env.DATA_DIR ?? DEFAULTS.dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteSharedBuffers: env.PGLITE_SHARED_BUFFERS || undefined,
    embeddedVacuumMinutes: nonNegative(env, 'EMBEDDED_VACUUM_MINUTES', DEFAULTS.embeddedVacuumMinutes),
    appDir: resolve(env.APP_DIR ?? 'dist/app'),
    answerCache: onOff('ANSWER_CACHE', env.ANSWER_CACHE),
    firstScreen: onOff('FIRST_SCREEN', env.FIRST_SCREEN),
    logLevel: env.LOG_LEVEL ?? 'info',
    shutdownDrainMs: nonNegative(env, 'SHUTDOWN_DRAIN_MS', env.SERVER_PROFILE === 'test' ? 0 : 3000),
    shutdownCloseMs: positive(env, 'SHUTDOWN_CLOSE_MS', 10_000),
    metricsPort: env.METRICS_PORT ? portOf('METRICS_PORT', env.METRICS_PORT) : undefined,
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
    accounts: readAccountsConfig(env),
    devClock: readDevClock(env),
    payments: readPaymentsConfig(env),
    ops: {
      tokens: parseOpsTokens(env.OPS_TOKENS),
      // Beside the embedded database's folder by default: `.data/ops-token`.
      tokenFile: resolve(env.OPS_TOKEN_FILE || join(dirname(env.DATA_DIR ?? DEFAULTS.dataDir), 'ops-token')),
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}
