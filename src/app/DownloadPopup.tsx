import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { state as configState } from '../stores/config';
import { showToast, TOAST_MS } from '../stores/ui';
import { Dialog } from '../ui/Dialog';
import { DownloadIcon } from '../ui/icons';

/** iOS but not Safari (an in-app browser or Chrome on iOS): profiles and apps install only from Safari. */
export function isIosOutsideSafari(ua: string = navigator.userAgent): boolean {
  const ios = /iPhone|iPad|iPod/.test(ua);
  const safari = /Safari\//.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS|FBAN|FBAV|Instagram|Line\//.test(ua);
  return ios && !safari;
}

const APP_TYPES = ['IOS', 'Android', 'MOBILECONFIG', 'USDJUMP'] as const;

/** The download popup: the merchant's app links (opened from the bar or the member centre). */
export function DownloadPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const config = useSnapshot(configState);
  const links = (config.config?.downloads ?? []).filter((d) =>
    (APP_TYPES as readonly string[]).includes(d.resourceType),
  );
  const onLink = (e: React.MouseEvent) => {
    if (isIosOutsideSafari()) {
      e.preventDefault();
      showToast(t`Please use Safari for download App.`, TOAST_MS.short);
    }
  };
  return (
    <Dialog open={open} title={t`Download the app`} onClose={onClose} closeLabel={t`Close`}>
      {links.length === 0 ? (
        <p>
          <Trans>No download is available for this site yet.</Trans>
        </p>
      ) : (
        <ul className="download-links">
          {links.map((d) => (
            <li key={d.resourceType}>
              <a className="btn btn-primary" href={d.url} onClick={onLink} rel="noopener">
                <DownloadIcon /> {d.labelNameEn}
              </a>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
