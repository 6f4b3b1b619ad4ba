import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { readPreferences, writePreference } from '../lib/preferences';
import { state as configState } from '../stores/config';
import { state as standaloneState } from '../stores/standalone';
import { showToast, TOAST_MS } from '../stores/ui';
import { Dialog } from '../ui/Dialog';
import { CloseIcon, DownloadIcon } from '../ui/icons';
import './download-bar.css';

/** The preference that hides the bar for good once closed (spec 01 §2 "Download bar"). */
export const DOWNLOAD_BAR_CLOSED = 'downloadBarClosed';

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

/** The bar inviting the app download; hidden for good once closed, and hidden in the installed app. */
export function DownloadBar() {
  const { t } = useLingui();
  const config = useSnapshot(configState);
  const { standalone } = useSnapshot(standaloneState);
  const [closed, setClosed] = useState(() => readPreferences()[DOWNLOAD_BAR_CLOSED] === true);
  const [popup, setPopup] = useState(false);
  if (closed || standalone) return null;
  const theme = config.config?.theme;
  return (
    <aside className="download-bar" aria-label={t`Download the app`}>
      <button
        type="button"
        className="icon-btn"
        aria-label={t`Close the download bar`}
        onClick={() => {
          writePreference(DOWNLOAD_BAR_CLOSED, true);
          setClosed(true);
        }}
      >
        <CloseIcon />
      </button>
      {theme?.logo && <img src={theme.logo} alt="" width="36" height="36" />}
      <div className="download-text">
        <strong>{theme?.appName}</strong>
        <span>{config.config?.mobileTemplate.app_desc}</span>
      </div>
      <button type="button" className="btn btn-primary btn-small" onClick={() => setPopup(true)}>
        <Trans>Download</Trans>
      </button>
      <DownloadPopup open={popup} onClose={() => setPopup(false)} />
    </aside>
  );
}
