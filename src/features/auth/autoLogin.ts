import { ApiError } from '../../api/ApiError';
import { isLoggedIn } from '../../stores/session';
import { preference, setPreference } from './preferences';
import { loadRemembered } from './rememberedLogin';
import { signIn } from './signIn';

let tried = false;

/**
 * Auto-login (spec 01 §3 `autoLogin`): at start, when the preference is on, no session exists and a remembered
 * password opens, sign in with it once. A refusal by the server turns the preference off (the password changed, or
 * a captcha is now demanded); a network failure leaves it for the next start.
 */
export async function autoLogin(): Promise<boolean> {
  if (tried || isLoggedIn() || !preference('autoLogin')) return false;
  tried = true;
  const saved = await loadRemembered('username');
  if (!saved?.password) return false;
  try {
    await signIn({ type: 'username', username: saved.username, password: saved.password }, true);
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'server') setPreference('autoLogin', false);
    return false;
  }
}

/** Allows another try (tests; the app tries once per page). */
export function resetAutoLogin(): void {
  tried = false;
}
