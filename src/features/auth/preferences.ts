import { readPreferences, writePreference } from '../../lib/preferences';

/**
 * The account preferences of spec 01 §3 (docs/accounts.md):
 * - `autoLogin`: with a remembered password, a visit whose session is gone signs in at start;
 * - `autoSass` ("save account"): keep the username for the next login even without "remember password";
 * - `autoRemPass`: the remember box starts as it was last left.
 * Logout clears autoLogin and autoSass (stores/signOut.ts); autoRemPass and the remembered record survive it.
 */
export type AccountPreference = 'autoLogin' | 'autoSass' | 'autoRemPass';

/** Whether a preference is on. */
export function preference(name: AccountPreference): boolean {
  return readPreferences()[name] === true;
}

/** Turns a preference on or off. */
export function setPreference(name: AccountPreference, on: boolean): void {
  writePreference(name, on);
}
