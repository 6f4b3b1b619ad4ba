import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { useClaimTurn } from '../stores/dialogTurns';
import { state as configState } from '../stores/config';
import { GAMES_CLAIMED } from '../lib/brand';
import { Dialog } from '../ui/Dialog';
import { DownloadIcon } from '../ui/icons';

/** iOS but not Safari (an in-app browser or Chrome on iOS): profiles and apps install only from Safari. */
export function isIosOutsideSafari(ua: string = navigator.userAgent): boolean {
  const ios = /iPhone|iPad|iPod/.test(ua);
  const safari = /Safari\//.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS|FBAN|FBAV|Instagram|Line\//.test(ua);
  return ios && !safari;
}

const APP_TYPES = ['IOS', 'Android', 'MOBILECONFIG', 'USDJUMP'] as const;
/** The native app's oldest iOS (spec 01 §9, 02 §9). */
export const MIN_IOS_VERSION = '12.4';

/** The download popup: the merchant's app links (opened from the bar or the member centre). */
export function DownloadPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  // While it is open no popup comes over it (src/stores/dialogTurns.ts).
  useClaimTurn('download', open);
  const config = useSnapshot(configState);
  const android = /Android/i.test(navigator.userAgent);
  // The phone's own app first: Android's on Android, the iPhone's elsewhere.
  const links = (config.config?.downloads ?? [])
    .filter((d) => (APP_TYPES as readonly string[]).includes(d.resourceType))
    .sort(
      (a, b) =>
        Number(android && b.resourceType === 'Android') - Number(android && a.resourceType === 'Android'),
    );
  // The app's own words for each kind of link (the merchant's label is English only): TY and EN alike.
  const labelOf = (d: (typeof links)[number]) =>
    d.resourceType === 'IOS'
      ? t`App for iPhone`
      : d.resourceType === 'Android'
        ? t`App for Android`
        : d.resourceType === 'MOBILECONFIG'
          ? t`Home-screen profile for iPhone`
          : d.resourceType === 'USDJUMP'
            ? t`The USD site`
            : d.labelNameEn;
  // Spec 01 §2: an alert the player dismisses (an in-app dialog: in-app browsers may suppress window.alert).
  const [safariAlert, setSafariAlert] = useState(false);
  const onLink = (e: React.MouseEvent) => {
    if (isIosOutsideSafari()) {
      e.preventDefault();
      setSafariAlert(true);
    }
  };
  if (safariAlert)
    return (
      <Dialog open title={t`Download the app`} onClose={() => setSafariAlert(false)} closeLabel={t`Close`}>
        <p role="alert">
          <Trans>Please use Safari for download App.</Trans>
        </p>
        <div className="dialog-actions">
          <button type="button" className="btn btn-primary" onClick={() => setSafariAlert(false)}>
            <Trans>OK</Trans>
          </button>
        </div>
      </Dialog>
    );
  return (
    <Dialog open={open} title={t`Download the app`} onClose={onClose} closeLabel={t`Close`}>
      {links.length === 0 ? (
        <p>
          <Trans>No download is available for this site yet.</Trans>
        </p>
      ) : (
        <>
          <p>
            <Trans>Over {GAMES_CLAIMED} games in one app.</Trans>
          </p>
          <ul className="download-links">
            {links.map((d) => (
              <li key={d.resourceType}>
                <a className="btn btn-primary" href={d.url} onClick={onLink} rel="noopener">
                  <DownloadIcon /> {labelOf(d)}
                </a>
                {d.resourceType === 'IOS' && (
                  <p className="download-note">
                    <Trans>Needs iOS {MIN_IOS_VERSION} or later.</Trans>
                  </p>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </Dialog>
  );
}
