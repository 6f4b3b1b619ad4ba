import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { appDescription } from '../lib/appDescription';
import { readPreferences, writePreference } from '../lib/preferences';
import { state as configState } from '../stores/config';
import { state as languageState } from '../stores/language';
import { state as standaloneState } from '../stores/standalone';
import { openDownloadPopup } from '../stores/ui';
import { CloseIcon } from '../ui/icons';
import './download-bar.css';
import { Img } from '../ui/Img';

/** The preference that hides the bar for good once closed (spec 01 §2 "Download bar"). */
export const DOWNLOAD_BAR_CLOSED = 'downloadBarClosed';

/**
 * The bar inviting the app download; hidden for good once closed, and hidden in the installed app. `hidden`: kept
 * in the page while the player is away from home (src/app/Shell.tsx), so the step back shows it again rather than
 * building it and loading its logo anew.
 */
export function DownloadBar({ hidden = false }: { hidden?: boolean }) {
  const { t } = useLingui();
  const config = useSnapshot(configState);
  const { standalone } = useSnapshot(standaloneState);
  const { language } = useSnapshot(languageState);
  const [closed, setClosed] = useState(() => readPreferences()[DOWNLOAD_BAR_CLOSED] === true);
  if (closed || standalone) return null;
  const theme = config.config?.theme;
  return (
    <aside className="download-bar" aria-label={t`Download the app`} hidden={hidden}>
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
      {theme?.logo && <Img src={theme.logo} alt="" width="36" height="36" />}
      <div className="download-text">
        <strong>{theme?.appName}</strong>
        <span>{appDescription(config.config?.mobileTemplate, language)}</span>
      </div>
      <button type="button" className="btn btn-primary btn-small" onClick={openDownloadPopup}>
        {t`Download`}
      </button>
    </aside>
  );
}
