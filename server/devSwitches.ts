/**
 * The development switches: each turns on something that must never run where players' money is (docs/security.md
 * "Production refuses dev switches"). Under `NODE_ENV=production` (any case) the server refuses to start while any
 * is on, and names each one with its reason.
 */
export interface DevSwitch {
  /** The setting as an operator writes it. */
  name: string;
  on(env: NodeJS.ProcessEnv): boolean;
  why: string;
}

const truthy = (v: string | undefined) => v === '1' || v === 'true';

export const DEV_SWITCHES: readonly DevSwitch[] = [
  {
    name: 'DEV_OUTBOX=1',
    on: (env) => truthy(env.DEV_OUTBOX),
    why: 'GET /wps/dev/outbox hands out every sign-in SMS code and reset mail',
  },
  {
    name: 'SERVER_PROFILE=test',
    on: (env) => env.SERVER_PROFILE === 'test',
    why: 'it lifts the login and SMS limits, turns the captcha off and opens the dev outbox',
  },
  {
    name: 'DEMO_DATA=1',
    on: (env) => truthy(env.DEMO_DATA),
    why: 'it makes accounts whose passwords are published (demo/demo1234 with a balance, agent/agent1234 …)',
  },
  {
    name: 'DEV_CLOCK=1',
    on: (env) => truthy(env.DEV_CLOCK),
    why: 'POST /wps/dev/clock moves the server clock (draws, periods, expiries)',
  },
  {
    name: 'PAYMENT_PROVIDER=dev',
    on: (env) => (env.PAYMENT_PROVIDER || 'dev') === 'dev' && env.PAYMENT_DEV_ALLOWED !== '1',
    why: 'players could approve their own deposits on its pay page; set PAYMENT_PROVIDER=none until a real provider is configured, or PAYMENT_DEV_ALLOWED=1 for a demo deployment',
  },
  {
    name: 'PHONE_VERIFICATION_PROVIDER=dev',
    on: (env) => env.PHONE_VERIFICATION_PROVIDER === 'dev',
    why: 'it trusts phone tokens that anyone can mint',
  },
  {
    name: 'SERVICE_CHAT_PROVIDER=dev',
    on: (env) => (env.SERVICE_CHAT_PROVIDER || 'dev') === 'dev',
    why: 'the dev customer-service chat has no agents behind it; set SERVICE_CHAT_PROVIDER=none and link the merchant’s own chat',
  },
];

/** The environments `NODE_ENV` may name; unset is development. */
export const ENVIRONMENTS = ['development', 'test', 'production'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/**
 * `NODE_ENV` read without regard to case or surrounding space, unset or empty being development. Anything else
 * (`prod`, `staging`) refuses to start: a production server must never run as development by a typo.
 */
export function environmentOf(env: NodeJS.ProcessEnv): Environment {
  const raw = (env.NODE_ENV ?? '').trim().toLowerCase();
  if (raw === '') return 'development';
  const found = ENVIRONMENTS.find((e) => e === raw);
  if (!found)
    throw new Error(
      `NODE_ENV must be development, test or production (or unset, for development), got "${env.NODE_ENV}"`,
    );
  return found;
}

/** Whether the environment is production: `NODE_ENV` compared without regard to case or surrounding space. */
export const isProduction = (env: NodeJS.ProcessEnv): boolean => environmentOf(env) === 'production';

/**
 * Whether the demo accounts (published passwords, a demo balance) are made and printed: DEMO_DATA=1 or 0, by default
 * on in development and test and off in production, where DEMO_DATA=1 is a dev switch refused at start.
 */
export const demoDataOn = (env: NodeJS.ProcessEnv): boolean =>
  env.DEMO_DATA === undefined || env.DEMO_DATA === '' ? !isProduction(env) : truthy(env.DEMO_DATA);

/** Throws, naming every dev switch that is on, when the environment is production. */
export function refuseDevSwitches(env: NodeJS.ProcessEnv): void {
  if (!isProduction(env)) return;
  const on = DEV_SWITCHES.filter((s) => s.on(env));
  if (on.length > 0)
    throw new Error(
      `NODE_ENV=production refuses the dev switches: ${on.map((s) => `${s.name} (${s.why})`).join('; ')}`,
    );
}
