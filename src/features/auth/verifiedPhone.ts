import type { PhoneToProve } from './verifierTypes';

/** A number a phone-verification provider proved, with its id token, handed from the login screen to register. */
export interface VerifiedPhone extends PhoneToProve {
  idToken: string;
}

// Memory only: the token proves the number, like a credential, so it never goes to the URL or to storage, and a
// reload forgets it.
let handed: VerifiedPhone | undefined;

/** Hands a proven number to the register screen. */
export function handVerifiedPhone(phone: VerifiedPhone): void {
  handed = phone;
}

/** The handed number, if any (the register form reads it when it starts, then drops it). */
export function peekVerifiedPhone(): VerifiedPhone | undefined {
  return handed;
}

/** Drops the handed number, so a later visit to register starts plain. */
export function dropVerifiedPhone(): void {
  handed = undefined;
}
