import { call } from '../../api/client';
import {
  login,
  type LoginAnswer,
  type PasswordLoginPayload,
  type ProviderLoginPayload,
  type SmsLoginPayload,
} from '../../api/contract/session';
import { readPreferences, writePreference } from '../../lib/preferences';
import { startSession } from '../../stores/startSession';
import { loginDeviceId } from './deviceId';
import { holdPassword } from './heldPassword';
import { forgetRemembered, saveRemembered } from './rememberedLogin';

/**
 * A login by username and password, by mobile number and SMS code (MOBILEVERCODELOGIN3), or by a
 * phone-verification provider's id token (the social buttons).
 */
export type SignInPayload =
  | Omit<PasswordLoginPayload, 'loginDeviceId'>
  | Omit<SmsLoginPayload, 'loginDeviceId'>
  | Omit<ProviderLoginPayload, 'loginDeviceId'>;

/**
 * Logs in (spec 01 §3, §7): sends the sealed payload with this device's id, starts the session, holds the password in
 * memory for change password, and updates the remembered record and the remember-box preference. Throws the
 * ApiError of a refused login (its `value.captcha` says whether the captcha box must show). A provider login
 * remembers nothing: its token is single use and there is no password to hold.
 */
export async function signIn(payload: SignInPayload, remember: boolean): Promise<LoginAnswer> {
  const answer = await call(login, { body: { ...payload, loginDeviceId: loginDeviceId() } });
  startSession(answer);
  if (payload.type === 'firebase') return answer;
  writePreference('autoRemPass', remember);
  const keepName = remember || readPreferences().autoSass === true;
  if (payload.type === 'sms') {
    if (keepName)
      await saveRemembered({
        type: 'sms',
        username: payload.mobileNum,
        countryDialingCode: payload.countryDialingCode,
      });
    else await forgetRemembered('sms');
  } else {
    holdPassword(answer.userName, payload.password);
    if (keepName)
      await saveRemembered({
        type: 'username',
        username: payload.username,
        password: remember ? payload.password : undefined,
      });
    else await forgetRemembered('username');
  }
  return answer;
}

/**
 * Whether login must continue on the first-password screen: the server's password-change flag (an account an agent
 * opened). It is honoured on every login, not only the first, so closing the app does not skip it (docs/accounts.md).
 */
export function needsFirstPassword(answer: LoginAnswer): boolean {
  return answer.mustChangePassword;
}
