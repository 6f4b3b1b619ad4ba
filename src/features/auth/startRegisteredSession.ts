import type { LoginAnswer } from '../../api/contract/session';
import { state as config } from '../../stores/config';
import { setSession } from '../../stores/session';
import { holdPassword } from './heldPassword';

/** Registration answers like login: the new member's session starts at once, the password held in memory. */
export function startRegisteredSession(answer: LoginAnswer, password: string): void {
  setSession({
    token: answer.token,
    merchantCode: config.config?.merchantCode ?? '',
    userName: answer.userName,
    type: answer.customerType,
    firstTimeLogin: answer.firstTimeLogin,
  });
  holdPassword(answer.userName, password);
}
