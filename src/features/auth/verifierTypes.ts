import type { SmsSent } from '../../api/contract/verification';

// The provider interface lives apart from the registry, so each provider imports it without a cycle.
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
