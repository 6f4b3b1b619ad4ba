import { holdPassword } from './heldPassword';
import { updateRememberedPassword } from './rememberedLogin';

/**
 * After a password change (spec 01 §4): the new password is held in memory and the remembered record, if it holds
 * a password for this user, is re-sealed with the new one. The spec's "session-stored password" does not exist
 * here: no password is ever written to sessionStorage.
 */
export async function finishPasswordChange(username: string, password: string): Promise<void> {
  holdPassword(username, password);
  await updateRememberedPassword(username, password);
}
