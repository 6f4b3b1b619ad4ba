import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A phone number the provider vouches for. */
export interface VerifiedPhone {
  dialingCode: string;
  number: string;
}

/**
 * An outside phone-verification / identity provider (spec 01 "firebase" login and sign-up). None can be reached
 * from these machines, so the real one is left to configuration; `verify` answers null for any token it does not
 * accept.
 */
export interface PhoneVerificationProvider {
  readonly name: string;
  verify(idToken: string): Promise<VerifiedPhone | null>;
}

/**
 * The development provider (PHONE_VERIFICATION_PROVIDER=dev, allowed only with the dev outbox on). It accepts
 * tokens it minted itself with a per-process secret: `dev.<dialing>.<number>.<hmac>`, made by `mint` (exposed to
 * tests through the dev outbox route's helper).
 */
export function devPhoneVerification(): PhoneVerificationProvider & { mint(phone: VerifiedPhone): string } {
  const secret = randomBytes(32);
  const mac = (s: string) => createHmac('sha256', secret).update(s).digest('base64url');
  return {
    name: 'dev',
    mint: ({ dialingCode, number }) => `dev.${dialingCode}.${number}.${mac(`${dialingCode}.${number}`)}`,
    async verify(idToken) {
      const m = /^dev\.(\d{1,4})\.(\d{1,20})\.([A-Za-z0-9_-]{43})$/.exec(idToken);
      if (!m) return null;
      const expected = Buffer.from(mac(`${m[1]}.${m[2]}`));
      const given = Buffer.from(m[3]!);
      return expected.length === given.length && timingSafeEqual(expected, given)
        ? { dialingCode: m[1]!, number: m[2]! }
        : null;
    },
  };
}
