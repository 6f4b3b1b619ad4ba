import { paths } from '../lib/paths';

/**
 * Where to go back after signing in (docs/security.md "Faults"): a member screen that finds no session (it expired
 * in the middle of a flow, or a guest opened it) remembers itself here; the login screen takes it once it succeeds.
 * sessionStorage, so it dies with the tab, and logout clears it with the rest. Only the app's own screens qualify.
 */
const KEY = 'MC_LOGIN_RETURN';

const storage = (): Storage | undefined =>
  typeof sessionStorage === 'undefined' ? undefined : sessionStorage;

/** An in-app location to come back to: `/m/...`, not another origin, not the login or register screens. */
function acceptable(location: string): boolean {
  if (!location.startsWith('/m/') || location.startsWith('//') || location.length > 500) return false;
  const path = location.split('?')[0];
  return path !== paths.login && path !== paths.register;
}

export function rememberReturn(location: string): void {
  if (!acceptable(location)) return;
  try {
    storage()?.setItem(KEY, location);
  } catch {
    // Storage full or refused: the player lands on home after signing in, as without this.
  }
}

/** The remembered location, once (it is forgotten as it is read). */
export function takeReturn(): string | undefined {
  try {
    const location = storage()?.getItem(KEY) ?? undefined;
    storage()?.removeItem(KEY);
    return location !== undefined && acceptable(location) ? location : undefined;
  } catch {
    return undefined;
  }
}
