import { call } from '../api/client';
import { logout } from '../api/contract/session';
import { paths } from '../lib/paths';
import { readPreferences, writePreference } from '../lib/preferences';
import { clearSession, state as session } from './session';

/** Preferences that logout clears (spec 01 §4); language and the remembered-login record survive. */
const CLEARED_AT_LOGOUT = ['autoLogin', 'autoSass', 'bankList'] as const;

/**
 * The one way a session ends at the player's asking (spec 01 §4): tells the server to revoke the token (a failure
 * does not keep the player signed in), then clears the token and trial user (the session record), member info and
 * balance (their stores follow the session), the auto-login flags and cached bank list, every session-keyed cached
 * answer (once, through clearSession) and the whole sessionStorage, and reloads to home so no screen keeps state.
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
  await clearSession();
  try {
    sessionStorage.clear();
  } catch {
    // blocked storage: nothing was kept there
  }
  reloadTo(paths.home);
}
