import { deleteItem, readItem, writeItem } from '../../lib/db';
import { openSecret, sealSecret, type SealedSecret } from '../../lib/secrets';

/**
 * The remembered-login record (spec 01 §3, DECISIONS.md): one per login mode, in the app's IndexedDB store.
 * Type, username and dialing code are stored as they are; the password only as AES-GCM ciphertext under the
 * non-extractable device key (lib/crypto.ts). The SMS mode never stores its code: only the number is kept.
 * The record survives logout; the password itself otherwise lives in memory only (heldPassword.ts).
 */

export type LoginMode = 'username' | 'sms';

/** What the login screen fills in. */
export interface RememberedLogin {
  type: LoginMode;
  username: string;
  countryDialingCode?: string | undefined;
  /** Present only in username mode with "remember password" ticked. */
  password?: string | undefined;
}

/** The stored form: no password text, only its sealed ciphertext. */
interface StoredLogin {
  v: 1;
  type: LoginMode;
  username: string;
  countryDialingCode?: string;
  sealed?: SealedSecret;
}

const keyOf = (mode: LoginMode) => `auth:remembered:${mode}`;

/** Saves a mode's record; the password is sealed first, and never stored for SMS logins. */
export async function saveRemembered(login: RememberedLogin): Promise<boolean> {
  const stored: StoredLogin = { v: 1, type: login.type, username: login.username };
  if (login.countryDialingCode) stored.countryDialingCode = login.countryDialingCode;
  if (login.type === 'username' && login.password) stored.sealed = await sealSecret(login.password);
  return writeItem(keyOf(login.type), stored);
}

/** Reads a mode's record; a record whose password no longer opens (key lost, tampered) keeps only the username. */
export async function loadRemembered(mode: LoginMode): Promise<RememberedLogin | undefined> {
  const raw = await readItem(keyOf(mode));
  if (typeof raw !== 'object' || raw === null) return undefined;
  const stored = raw as Partial<StoredLogin>;
  if (stored.v !== 1 || stored.type !== mode || typeof stored.username !== 'string') return undefined;
  const password = stored.sealed ? await openSecret(stored.sealed) : undefined;
  return {
    type: mode,
    username: stored.username,
    countryDialingCode: typeof stored.countryDialingCode === 'string' ? stored.countryDialingCode : undefined,
    password,
  };
}

/** Forgets a mode's record (remember box unticked with no username saving). */
export function forgetRemembered(mode: LoginMode): Promise<boolean> {
  return deleteItem(keyOf(mode));
}

/** After a password change: re-seals the new password into the username record, if one holds a password. */
export async function updateRememberedPassword(username: string, password: string): Promise<void> {
  const current = await loadRemembered('username');
  if (!current || current.username.toLowerCase() !== username.toLowerCase() || !current.password) return;
  await saveRemembered({ ...current, password });
}
