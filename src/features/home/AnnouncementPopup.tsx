import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from '../../ui/Dialog';
import { SafeHtml } from '../../ui/SafeHtml';
import {
  clampIndex,
  popupKey,
  popupRecord,
  popupsFor,
  POPUP_REFRESH_MS,
  readPopupRecord,
  shouldShowPopup,
  writePopupRecord,
  type PopupItem,
  type Viewer,
} from './popupRules';

/** How long the closing animation runs before the popup is gone. */
export const POPUP_CLOSE_MS = 200;

type Phase = 'hidden' | 'shown' | 'closing';

interface AnnouncementPopupProps {
  popups: readonly (PopupItem & { id: number })[];
  viewer: Viewer;
  /** Another modal is up (the latest news): wait for it. */
  held: boolean;
}

/** Announcement popups (spec 02 §4): once per list per session, again when the list changes; prev/next in bounds. */
export function AnnouncementPopup({ popups, viewer, held }: AnnouncementPopupProps) {
  const { t } = useLingui();
  const [phase, setPhase] = useState<Phase>('hidden');
  const [index, setIndex] = useState(0);
  const visible = popupsFor(popups, viewer);
  const key = popupKey(viewer);
  const signature = JSON.stringify(visible.map((p) => [p.title, p.content]));

  useEffect(() => {
    if (held) return;
    // The list is looked at 500 ms after mount and after each change (spec 02 §9).
    const timer = setTimeout(() => {
      const current = JSON.parse(signature) as [string, string][];
      const items = current.map(([title, content]) => ({ title, content, execution: 'A' as const }));
      if (!shouldShowPopup(readPopupRecord(key), items)) return;
      writePopupRecord(key, popupRecord(true, items));
      setIndex(0);
      setPhase('shown');
    }, POPUP_REFRESH_MS);
    return () => clearTimeout(timer);
  }, [signature, key, held]);

  useEffect(() => {
    if (phase !== 'closing') return;
    const timer = setTimeout(() => setPhase('hidden'), POPUP_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  const close = () => {
    writePopupRecord(key, popupRecord(false, visible));
    setPhase('closing');
  };
  const item = visible[clampIndex(index, visible.length)];
  if (phase === 'hidden' || !item) return null;
  return (
    <Dialog
      open
      layer="popup"
      title={item.title}
      onClose={close}
      closeLabel={t`Close`}
      className={`popup-panel${phase === 'closing' ? ' closing' : ''}`}
    >
      <SafeHtml className="popup-content" html={item.content} />
      {visible.length > 1 && (
        <div className="popup-pager">
          <button
            type="button"
            className="btn"
            disabled={index <= 0}
            onClick={() => setIndex((i) => clampIndex(i - 1, visible.length))}
          >
            <Trans>Previous</Trans>
          </button>
          <span aria-live="polite">
            {clampIndex(index, visible.length) + 1} / {visible.length}
          </span>
          <button
            type="button"
            className="btn"
            disabled={index >= visible.length - 1}
            onClick={() => setIndex((i) => clampIndex(i + 1, visible.length))}
          >
            <Trans>Next</Trans>
          </button>
        </div>
      )}
    </Dialog>
  );
}
