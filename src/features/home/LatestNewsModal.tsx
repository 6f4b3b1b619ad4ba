import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from '../../ui/Dialog';
import { SafeHtml } from '../../ui/SafeHtml';

interface LatestNewsModalProps {
  open: boolean;
  notices: readonly { id: number; title: string; content: string }[];
  onClose: () => void;
}

/** The latest-news modal ('latest_news'): the notices' sanitised HTML; closing sets NOTICE_POP=1 (the parent does). */
export function LatestNewsModal({ open, notices, onClose }: LatestNewsModalProps) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      layer="popup"
      title={<Trans>Latest news</Trans>}
      onClose={onClose}
      closeLabel={t`Close`}
    >
      <ul className="news-list">
        {notices.map((n) => (
          <li key={n.id}>
            <h3>{n.title}</h3>
            <SafeHtml html={n.content} />
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
