import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '../../lib/navigate';
import { call } from '../../api/client';
import { createTrial, getTrialCount } from '../../api/contract/session';
import { errorCodeOf, errorMessage } from '../../i18n/errorMessages';
import { paths } from '../../lib/paths';
import { startSession } from '../../stores/startSession';
import { dismissToast, LOADING_MAX_MS, showToast } from '../../stores/ui';
import { loginDeviceId } from './deviceId';
import { useCall } from './useCall';
import './auth.css';
import './catalog';

/**
 * Free trial (spec 01 §2): a play-money account on the merchant's trial code, then home. The trial count is the
 * server's number of trials this device may still open today; at 0 the screen says so and stays (docs/accounts.md).
 */
export default function TrialScreen() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const count = useCall(getTrialCount, { loginDeviceId: loginDeviceId() }).data;
  const none = count?.remaining === 0;

  const start = async () => {
    setBusy(true);
    setFailure(undefined);
    const loading = showToast(t`Preparing your trial…`, LOADING_MAX_MS.trial, 'loading');
    try {
      const trial = await call(createTrial, { body: { loginDeviceId: loginDeviceId() } });
      startSession(trial);
      navigate(paths.home, { replace: true });
    } catch (error) {
      setFailure(i18n._(errorMessage(errorCodeOf(error))));
      setBusy(false);
    } finally {
      dismissToast(loading);
    }
  };

  return (
    <section className="auth" aria-labelledby="trial-title">
      <h1 id="trial-title" className="auth-title">
        <Trans>Try the games for free</Trans>
      </h1>
      <div className="auth-notice">
        <p>
          <Trans>
            A trial account plays with play money only. It cannot deposit, withdraw or use member functions,
            and it ends when you close the app.
          </Trans>
        </p>
      </div>
      {count && (
        <p className="auth-intro" role="status">
          {none ? (
            <Trans>No free trials left on this device today. Please come back tomorrow or register.</Trans>
          ) : (
            <Trans>
              Free trials left today: {count.remaining} of {count.limit}
            </Trans>
          )}
        </p>
      )}
      {failure && (
        <p className="auth-failure" role="alert">
          {failure}
        </p>
      )}
      <button
        type="button"
        className="btn btn-primary auth-submit"
        disabled={busy || none}
        onClick={() => void start()}
      >
        <Trans>Start free trial</Trans>
      </button>
    </section>
  );
}
