import type { LoginAnswer } from '../../api/contract/session';
import { startSession } from '../../stores/startSession';
import { holdPassword } from './heldPassword';

/** Registration answers like login: the new member's session starts at once, the password held in memory. */
export function startRegisteredSession(answer: LoginAnswer, password: string): void {
  startSession(answer);
  holdPassword(answer.userName, password);
}
