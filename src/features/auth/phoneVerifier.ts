import { devPhoneVerifier } from './devPhoneVerifier';
import type { PhoneVerifier } from './verifierTypes';

/**
 * The providers this build knows, by the name `/wps/system/socialLogin` gives as `phoneVerification`. A real
 * provider's entry loads its SDK on first use (`() => import('./acmeVerifier').then(...)`), so it stays off the first
 * paint; plugging one in is one entry here plus its server side (server/providers/phoneVerification.ts), chosen by
 * PHONE_VERIFICATION_PROVIDER. The dev one is two calls, part of the login screen's chunk.
 */
const VERIFIERS: Record<string, () => Promise<PhoneVerifier>> = {
  dev: () => Promise.resolve(devPhoneVerifier),
};

/** Whether this build can run the named provider's flow (a provider it does not know hides the social buttons). */
export function knowsVerifier(name: string | null | undefined): name is string {
  return typeof name === 'string' && Object.hasOwn(VERIFIERS, name);
}

/** The named provider's client; only call it for a name `knowsVerifier` accepts. */
export function loadVerifier(name: string): Promise<PhoneVerifier> {
  const load = VERIFIERS[name];
  if (!load) return Promise.reject(new Error(`unknown phone-verification provider ${name}`));
  return load();
}
