import { Trans } from '@lingui/react/macro';

/** Shown at start-up while the merchant's maintenance flag is set (spec 01 §2 "Start-up"). */
export default function Maintenance({ onRetry }: { onRetry?: () => void }) {
  return (
    <section className="gate" aria-labelledby="maintenance-title">
      <h1 id="maintenance-title">
        <Trans>Platform under maintenance</Trans>
      </h1>
      <p>
        <Trans>We are upgrading the system. Your balance and bets are safe. Please try again later.</Trans>
      </p>
      {onRetry && (
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      )}
    </section>
  );
}
