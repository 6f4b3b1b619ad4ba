import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '../lib/navigate';
import { guardFor, type GuardResult } from '../lib/guards';
import { guardContext } from '../stores/session';
import { state as config } from '../stores/config';
import { openLoginDialog, showToast } from '../stores/ui';

/**
 * Navigation through the guard table (DECISIONS.md): allowed paths open, guests get the login dialog or /m/login,
 * trial members and missing promos get a 2 s message and stay where they are. Shared by the shell and the features.
 * `landOn` is where an allowed navigation goes when it differs from the guarded destination (the security entry
 * leads to change password until the security centre exists).
 */
export function useGuardedNavigate(): (to: string, landOn?: string) => GuardResult {
  const navigate = useNavigate();
  const { t } = useLingui();
  return useCallback(
    (to: string, landOn: string = to) => {
      const result = guardFor(to, guardContext(config.config?.flags.REFERRAL === true));
      switch (result.kind) {
        case 'allow':
          navigate(landOn);
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
