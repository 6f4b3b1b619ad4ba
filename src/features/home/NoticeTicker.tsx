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
      <button type="button" className="notice-marquee" onClick={onOpen} aria-label={t`Announcements`}>
        <span className="notice-track" aria-hidden={titles.length > 0 ? 'true' : undefined}>
          {titles.length > 0 ? titles.join('   •   ') : <Trans>No announcements yet</Trans>}
        </span>
        {titles.length > 0 && <span className="visually-hidden">{titles.join('. ')}</span>}
      </button>
    </div>
  );
}
