import { Trans, useLingui } from '@lingui/react/macro';
import { DownloadIcon } from '../../ui/icons';

interface NoticeTickerProps {
  titles: readonly string[];
  /** The app download, when the merchant configured one. */
  downloadUrl: string | undefined;
  onOpen: () => void;
}

/** The notice ticker: the download icon, then the scrolling titles; a tap opens /m/notice (spec 02 §2). */
export function NoticeTicker({ titles, downloadUrl, onOpen }: NoticeTickerProps) {
  const { t } = useLingui();
  return (
    <div className="notice-ticker">
      {downloadUrl && (
        <a className="notice-download" href={downloadUrl} aria-label={t`Download the app`}>
          <DownloadIcon />
        </a>
      )}
      {/* The name is what shows, after a hidden "Announcements:" (WCAG 2.5.3: the visible words are in the name). */}
      <button type="button" className="notice-marquee" onClick={onOpen}>
        <span className="visually-hidden">
          <Trans>Announcements</Trans>:{' '}
        </span>
        <span className="notice-track">
          {titles.length > 0 ? titles.join('   •   ') : <Trans>No announcements yet</Trans>}
        </span>
      </button>
    </div>
  );
}
