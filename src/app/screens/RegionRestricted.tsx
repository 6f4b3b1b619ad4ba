import { Trans, useLingui } from '@lingui/react/macro';

/** A country's name in the reader's language (Pilipinas in Tagalog), else the merchant's own spelling. */
export function countryNameIn(locale: string, code: string | undefined, fallback: string | undefined) {
  try {
    return (code && new Intl.DisplayNames([locale], { type: 'region' }).of(code)) || fallback;
  } catch {
    return fallback;
  }
}

/** Shown at start-up when the merchant restricts the visitor's region (spec 01 §2 "Start-up"). */
export default function RegionRestricted({
  code,
  name,
}: {
  code?: string | undefined;
  name?: string | undefined;
}) {
  const { i18n } = useLingui();
  const country = countryNameIn(i18n.locale, code, name);
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
