import { call } from '../../api/client';
import { login, type LoginAnswer, type LoginPayload } from '../../api/contract/session';
import { readPreferences, writePreference } from '../../lib/preferences';
import { state as config } from '../../stores/config';
import { setSession } from '../../stores/session';
import { loginDeviceId } from './deviceId';
import { holdPassword } from './heldPassword';
import { forgetRemembered, saveRemembered, type LoginMode } from './rememberedLogin';

/** What the login screen passes besides the payload. */
export interface SignInOptions {
  mode: LoginMode;
  /** "Remember password" ticked. */
  remember: boolean;
  countryDialingCode?: string | undefined;
}

/**
 * Logs in (spec 01 §3, §7): sends the sealed payload with this device's id, starts the session, holds the password in
 * memory for change password, and updates the remembered record and the remember-box preference. Throws the
 * ApiError of a refused login (its `value.captcha` says whether the captcha box must show).
 */
export async function signIn(
  payload: Omit<LoginPayload, 'loginDeviceId'>,
  options: SignInOptions,
): Promise<LoginAnswer> {
  const answer = await call(login, { body: { ...payload, loginDeviceId: loginDeviceId() } });
  setSession({
    token: answer.token,
    merchantCode: config.config?.merchantCode ?? '',
    userName: answer.userName,
    type: answer.customerType,
    firstTimeLogin: answer.firstTimeLogin,
  });
  holdPassword(answer.userName, payload.password);
  writePreference('autoRemPass', options.remember);
  const { autoSass } = readPreferences();
  if (options.remember || autoSass === true) {
    await saveRemembered({
      type: options.mode,
      username: payload.username,
      countryDialingCode: options.countryDialingCode,
      password: options.remember && options.mode === 'username' ? payload.password : undefined,
    });
  } else {
    await forgetRemembered(options.mode);
  }
  return answer;
}

/** Whether login must continue on the first-password screen (an agent-opened account, spec 01 §3). */
export function needsFirstPassword(answer: LoginAnswer): boolean {
  return answer.firstTimeLogin;
}
