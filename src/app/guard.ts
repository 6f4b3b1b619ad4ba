import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { guardFor, type GuardResult } from '../lib/guards';
import { memberType, isLoggedIn } from '../stores/session';
import { state as config } from '../stores/config';
import { openLoginDialog, showToast } from '../stores/ui';

/** The guard context from the stores. */
export function guardContext() {
  return {
    loggedIn: isLoggedIn(),
    memberType: memberType(),
    referralEnabled: config.config?.flags.REFERRAL === true,
  };
}

/**
 * Navigation through the guard table (DECISIONS.md): allowed paths open, guests get the login dialog or /m/login,
 * trial members and missing promos get a 2 s message and stay where they are.
 */
export function useGuardedNavigate(): (to: string) => GuardResult {
  const [, navigate] = useLocation();
  const { t } = useLingui();
  return useCallback(
    (to: string) => {
      const result = guardFor(to, guardContext());
      switch (result.kind) {
        case 'allow':
          navigate(to);
          break;
        case 'redirect':
        case 'login':
          navigate(result.to);
          break;
        case 'loginDialog':
          openLoginDialog();
          break;
        case 'message':
          showToast(
            result.message === 'freeReject'
              ? t`Please login an actual account to use this function`
              : t`Please contact customer service`,
            result.durationMs,
          );
          break;
      }
      return result;
    },
    [navigate, t],
  );
}
