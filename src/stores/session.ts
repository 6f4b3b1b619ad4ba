import { boolean, number, object, optional, string, validate, type Infer } from 'superstruct';
import { proxy } from 'valtio';
import { purgeAllSessions, sessionKeyOf } from '../lib/swr';
import { MemberType, isTrialType } from '../api/contract/memberTypes';
import type { GuardContext } from '../lib/guards';

/**
 * The session (spec 01 §3): sessionStorage `MC_SESSION_INFO` with token, merchantCode, userName, type (from
 * customerType) and firstTimeLogin. A trial session holds only token and merchantCode. Corrupt storage reads as no
 * session. Logged in means a session holding a token (spec 02 §6).
 *
 * A session starts only through startSession.ts and ends through signOut.ts (or clearSession on a 401, when the app
 * carries on as a guest). Dropping a session also purges every session-keyed cached answer.
 */

export const SESSION_KEY = 'MC_SESSION_INFO';

export const SessionInfo = object({
  token: string(),
  merchantCode: string(),
  userName: optional(string()),
  type: optional(number()),
  firstTimeLogin: optional(boolean()),
});
export type SessionInfo = Infer<typeof SessionInfo>;

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

function load(): SessionInfo | undefined {
  try {
    const raw = storage()?.getItem(SESSION_KEY);
    if (!raw) return undefined;
    const [error, info] = validate(JSON.parse(raw), SessionInfo);
    if (!error && info.token) return info;
  } catch {
    // unparsable: fall through and drop it
  }
  storage()?.removeItem(SESSION_KEY);
  return undefined;
}

export const state = proxy<{ info: SessionInfo | undefined; cacheId: string | undefined }>({
  info: load(),
  cacheId: undefined,
});

/** The id that keys this session's cached answers (a hash of the token), once computed. */
async function refreshCacheId(): Promise<void> {
  const token = state.info?.token;
  const id = token ? await sessionKeyOf(token) : undefined;
  if (state.info?.token === token) state.cacheId = id;
}
void refreshCacheId();

/** Whether a session with a token exists. */
export function isLoggedIn(): boolean {
  return Boolean(state.info?.token);
}

/** A trial session: type 4, or a session that holds no member type (only token and merchant code). */
export function isTrial(): boolean {
  return isLoggedIn() && (state.info?.type === undefined || isTrialType(state.info.type));
}

/** The member type the guards use; 4 for a trial session, undefined for a guest. */
export function memberType(): number | undefined {
  if (!isLoggedIn()) return undefined;
  return state.info?.type ?? MemberType.trial;
}

/** What `guardFor` needs, from this session and the merchant's referral promo flag. */
export function guardContext(referralEnabled: boolean): GuardContext {
  return { loggedIn: isLoggedIn(), memberType: memberType(), referralEnabled };
}

/** Stores a session record (startSession.ts builds it); refuses a record without token or merchant code. */
export function setSession(info: SessionInfo): void {
  const [error, valid] = validate(info, SessionInfo);
  if (error || !valid.token) throw new TypeError('A session needs a token and a merchant code');
  state.info = valid;
  state.cacheId = undefined;
  try {
    storage()?.setItem(SESSION_KEY, JSON.stringify(valid));
  } catch {
    // storage full or blocked: the session lives in memory for this page
  }
  void refreshCacheId();
}

/**
 * Drops the session here: memory, sessionStorage and the session's cached answers (answers when they are purged).
 * The client calls it on a 401 (wireClient.ts); signOut.ts calls it after revoking the token.
 */
export function clearSession(): Promise<void> {
  state.info = undefined;
  state.cacheId = undefined;
  try {
    storage()?.removeItem(SESSION_KEY);
  } catch {
    // nothing stored to remove
  }
  return purgeAllSessions();
}
