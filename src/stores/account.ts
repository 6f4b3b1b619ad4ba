import { call } from '../api/client';
import { logout } from '../api/contract/session';
import { readPreferences, writePreference } from '../lib/preferences';
import { purgeAllSessions } from '../lib/swr';
import { clearSession, state as session } from './session';
import { resetWallet } from './wallet';

/** Preferences that logout clears (spec 01 §4); language and the remembered-login record survive. */
export const CLEARED_AT_LOGOUT = ['autoLogin', 'autoSass', 'bankList'] as const;

/**
 * Signs out (spec 01 §4): tells the server to revoke the token (a failure does not keep the user signed in), then
 * clears the token, trial user, member info, auto-login flags, the cached bank list, every session-keyed cached
 * answer and the whole sessionStorage, and reloads to home.
 */
export async function signOut(
  reloadTo: (url: string) => void = (url) => location.replace(url),
): Promise<void> {
  if (session.info?.token) {
    try {
      await call(logout);
    } catch {
      // offline or already expired: the server-side session dies by its own timeout
    }
  }
  const prefs = readPreferences();
  for (const name of CLEARED_AT_LOGOUT) if (name in prefs) writePreference(name, undefined);
  clearSession();
  resetWallet();
  await purgeAllSessions();
  try {
    sessionStorage.clear();
  } catch {
    // blocked storage: nothing was kept there
  }
  reloadTo('/m/home');
}
