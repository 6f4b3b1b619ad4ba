import { Trans } from '@lingui/react/macro';

/**
 * What a help or promotions screen shows when its answer could not be had and nothing is kept: offline, that it needs
 * a connection (the offline note says the device is offline; this says what the screen needs); else that the network
 * is slow. Either way a retry, which asks again once the network is back.
 */
export function LoadFailed({ offline, onRetry }: { offline: boolean; onRetry: () => void }) {
  return (
    <div className="load-failed" role="alert">
      <p>
        {offline ? (
          <Trans>This screen needs a connection. Connect to the internet, then try again.</Trans>
        ) : (
          <Trans>Network slow or offline. Please try again.</Trans>
        )}
      </p>
      <button type="button" className="btn" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}
