import { startTransition, useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Dialog } from '../../ui/Dialog';
import { prepareSanitizer, SafeHtml } from '../../ui/SafeHtml';

interface LatestNewsModalProps {
  open: boolean;
  notices: readonly { id: number; title: string; content: string }[];
  onClose: () => void;
}

/**
 * The latest-news modal ('latest_news'): the notices' sanitised HTML; closing sets NOTICE_POP=1 (the parent does).
 * It opens on a first visit's start, so it comes in short tasks: the sanitiser is set up in a task of its own before
 * the dialog shows, then the dialog and its notices render as a transition, which React renders in slices (a notice
 * is sanitised in its own component's render, not all in one long task) and commits once: one frame lays the dialog
 * out, not one per notice. Its panel hangs from a fixed place near the top (`news-panel`).
 */
export function LatestNewsModal({ open, notices, onClose }: LatestNewsModalProps) {
  const { t } = useLingui();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!open || ready) return undefined;
    let show: ReturnType<typeof setTimeout> | undefined;
    const prepare = setTimeout(() => {
      prepareSanitizer();
      show = setTimeout(() => startTransition(() => setReady(true)), 0);
    }, 0);
    return () => {
      clearTimeout(prepare);
      clearTimeout(show);
    };
  }, [open, ready]);
  return (
    <Dialog
      open={open && ready}
      layer="popup"
      title={t`Latest news`}
      className="news-panel"
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
