import { Trans } from '@lingui/react/macro';

/** Shown at start-up when the merchant restricts the visitor's region (spec 01 §2 "Start-up"). */
export default function RegionRestricted({ country }: { country?: string | undefined }) {
  return (
    <section className="gate" aria-labelledby="region-title">
      <h1 id="region-title">
        <Trans>Not available in your region</Trans>
      </h1>
      <p>
        <Trans>Access from your IP address or location is restricted.</Trans>
      </p>
      {country && (
        <p className="muted">
          <Trans>This service is available in {country} only.</Trans>
        </p>
      )}
    </section>
  );
}
