import { guardForAction, type GuardedAction } from '../lib/guards';
import { state as config } from './config';
import { isLoggedIn, memberType } from './session';

/**
 * Where a guarded action leads (spec 02 §6): the target for a member, `/m/login` for a guest who tries to launch a
 * game, add a favourite or open the favourites tab. Features use it without reaching into the app shell.
 */
export function actionTarget(action: GuardedAction, target: string): string {
  const result = guardForAction(action, {
    loggedIn: isLoggedIn(),
    memberType: memberType(),
    referralEnabled: config.config?.flags.REFERRAL === true,
  });
  return result.kind === 'login' || result.kind === 'redirect' ? result.to : target;
}

/** Whether the action is allowed now, without navigating. */
export function actionAllowed(action: GuardedAction): boolean {
  return (
    guardForAction(action, { loggedIn: isLoggedIn(), memberType: memberType(), referralEnabled: false })
      .kind === 'allow'
  );
}
