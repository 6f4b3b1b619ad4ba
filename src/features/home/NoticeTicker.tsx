import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useScreenShown } from '../../stores/screenShown';
import { DownloadIcon } from '../../ui/icons';
import { startMarquee } from './marquee';

interface NoticeTickerProps {
  titles: readonly string[];
  /** The app download, when the merchant configured one. */
  downloadUrl: string | undefined;
  onOpen: () => void;
}

/** The notice ticker: the download icon, then the titles, scrolling once the page has settled (marquee.ts); a tap opens /m/notice (spec 02 §2). */
export function NoticeTicker({ titles, downloadUrl, onOpen }: NoticeTickerProps) {
  const { t, i18n } = useLingui();
  const track = useRef<HTMLSpanElement>(null);
  const text = titles.join('   •   ');
  // Home kept behind another screen: the text stands still, and is measured and set moving again once home is shown
  // and quiet (src/stores/screenShown.ts). Measured while kept, it cost a layout of the undrawn home, which could land
  // in the task of the step back (issue 66).
  const shown = useScreenShown();
  // Measured again for other titles or another language: the phase it starts at follows the text's width.
  useEffect(
    () => (shown && track.current ? startMarquee(track.current) : undefined),
    [shown, text, i18n.locale],
  );
  return (
    <div className="notice-ticker">
      {downloadUrl && (
        <a className="notice-download" href={downloadUrl} aria-label={t`Download the app`}>
          <DownloadIcon />
        </a>
      )}
      {/* The name is what shows, after a hidden "Announcements:" (WCAG 2.5.3: the visible words are in the name). */}
      <button type="button" className="notice-marquee" onClick={onOpen}>
        <span className="visually-hidden">{t`Announcements`}: </span>
        <span className="notice-track" ref={track}>
          {titles.length > 0 ? text : t`No announcements yet`}
        </span>
      </button>
    </div>
  );
}
