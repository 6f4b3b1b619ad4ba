import type { SmsSent } from '../../api/contract/verification';
import { devPhoneVerifier } from './devPhoneVerifier';

/** A number to prove: national number and dialing code, as the app's forms hold them. */
export interface PhoneToProve {
  mobileNum: string;
  countryDialingCode: string;
}

/**
 * The client side of a phone-verification provider (spec 01 "firebase" login and sign-up). The provider sends the
 * player a code and trades the code for its id token; the app then sends the token to the server, which checks it
 * with the same provider. Failures throw like `call` does (an ApiError with an error code, or a ClientError), so the
 * screens show catalogue messages whatever the provider.
 */
export interface PhoneVerifier {
  /** Sends a code to the number; the answer's lifetime drives the resend countdown. */
  sendCode(phone: PhoneToProve): Promise<SmsSent>;
  /** Trades the code the player typed for the provider's id token. */
  confirm(phone: PhoneToProve, code: string): Promise<string>;
}

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
