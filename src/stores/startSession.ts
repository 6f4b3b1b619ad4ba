import type { LoginAnswer, TrialAnswer } from '../api/contract/session';
import { state as config } from './config';
import { setSession } from './session';

/**
 * The one way a session starts (spec 01 §3): from a login or registration answer, which plays under the merchant's
 * own code, or from a trial answer, which holds only token and merchant code (its trial merchant). The member and
 * wallet stores follow the session store, so nothing else needs telling.
 */
export function startSession(answer: LoginAnswer | TrialAnswer): void {
  if ('customerType' in answer) {
    setSession({
      token: answer.token,
      merchantCode: config.config?.merchantCode ?? '',
      userName: answer.userName,
      type: answer.customerType,
      firstTimeLogin: answer.firstTimeLogin,
    });
  } else {
    setSession({ token: answer.token, merchantCode: answer.merchantCode });
  }
}
