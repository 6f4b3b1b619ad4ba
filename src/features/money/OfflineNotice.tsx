import { Trans } from '@lingui/react/macro';

/**
 * Shown in place of sending while the platform cannot be reached. Money calls are never queued (DECISIONS.md
 * "Money"): nothing is kept to send later, so coming back online sends nothing by itself.
 */
export function OfflineNotice() {
  return (
    <p className="money-offline" role="status" data-offline-notice>
      <Trans>
        You are offline. Nothing was sent, and nothing will be sent by itself when you are back online.
      </Trans>
    </p>
  );
}
