import type { LoginAnswer } from '../../api/contract/session';
import { startSession } from '../../stores/startSession';
import { holdPassword } from './heldPassword';

/**
 * Registration answers like login: the new member's session starts at once, the password held in memory (none for
 * an account opened by mobile number without one).
 */
export function startRegisteredSession(answer: LoginAnswer, password: string | undefined): void {
  startSession(answer);
  if (password !== undefined) holdPassword(answer.userName, password);
}
