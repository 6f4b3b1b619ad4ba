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
    name: 'DEV_CLOCK=1',
    on: (env) => truthy(env.DEV_CLOCK),
    why: 'POST /wps/dev/clock moves the server clock (draws, periods, expiries)',
  },
  {
    name: 'PAYMENT_PROVIDER=dev',
    on: (env) => (env.PAYMENT_PROVIDER || 'dev') === 'dev' && env.PAYMENT_DEV_ALLOWED !== '1',
    why: 'players could approve their own deposits on its pay page; configure a real provider, or set PAYMENT_DEV_ALLOWED=1 for a demo deployment',
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

/** Whether the environment is production: `NODE_ENV` compared without regard to case or surrounding space. */
export const isProduction = (env: NodeJS.ProcessEnv): boolean =>
  (env.NODE_ENV ?? '').trim().toLowerCase() === 'production';

/** Throws, naming every dev switch that is on, when the environment is production. */
export function refuseDevSwitches(env: NodeJS.ProcessEnv): void {
  if (!isProduction(env)) return;
  const on = DEV_SWITCHES.filter((s) => s.on(env));
  if (on.length > 0)
    throw new Error(
      `NODE_ENV=production refuses the dev switches: ${on.map((s) => `${s.name} (${s.why})`).join('; ')}`,
    );
}
