import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from '../../ui/Dialog';
import { prepareSanitizer, SafeHtml, sanitizerPrepared } from '../../ui/SafeHtml';

interface LatestNewsModalProps {
  open: boolean;
  notices: readonly { id: number; title: string; content: string }[];
  onClose: () => void;
}

/**
 * The latest-news modal ('latest_news'): the notices' sanitised HTML; closing sets NOTICE_POP=1 (the parent does).
 * It opens on a first visit's start, so it comes in short tasks: the sanitiser is set up in a task of its own before
 * the dialog shows, then the notices join one a task after another (each sanitised in its own task, not all in one
 * long one), the first with the dialog. Its panel hangs from a fixed place near the top (`news-panel`),
 * so it grows downwards as they join and nothing in it moves (centred, each notice moved it up: a layout shift).
 */
export function LatestNewsModal({ open, notices, onClose }: LatestNewsModalProps) {
  const { t } = useLingui();
  const [shown, setShown] = useState(1);
  const [ready, setReady] = useState(sanitizerPrepared);
  useEffect(() => {
    if (!open || ready) return undefined;
    let show: ReturnType<typeof setTimeout> | undefined;
    const prepare = setTimeout(() => {
      prepareSanitizer();
      show = setTimeout(() => setReady(true), 0);
    }, 0);
    return () => {
      clearTimeout(prepare);
      clearTimeout(show);
    };
  }, [open, ready]);
  useEffect(() => {
    if (!open || !ready || shown >= notices.length) return undefined;
    const timer = setTimeout(() => setShown((n) => n + 1), 0);
    return () => clearTimeout(timer);
  }, [open, ready, shown, notices.length]);
  return (
    <Dialog
      open={open && ready}
      layer="popup"
      title={<Trans>Latest news</Trans>}
      className="news-panel"
      onClose={onClose}
      closeLabel={t`Close`}
    >
      <ul className="news-list" aria-busy={shown < notices.length ? 'true' : undefined}>
        {notices.slice(0, shown).map((n) => (
          <li key={n.id}>
            <h3>{n.title}</h3>
            <SafeHtml html={n.content} />
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
