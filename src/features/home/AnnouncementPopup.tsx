import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { state as languageState } from '../../stores/language';
import { useDialogTurn } from '../../stores/dialogTurns';
import { Dialog } from '../../ui/Dialog';
import { SafeHtml } from '../../ui/SafeHtml';
import {
  clampIndex,
  followedRecord,
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
  const language = useSnapshot(languageState).language;
  const signature = JSON.stringify(visible.map((p) => [p.id, p.title, p.content]));
  // The popups' turn (src/stores/dialogTurns.ts): claimed until they have decided not to show, or have closed.
  const [decided, setDecided] = useState(false);
  const myTurn = useDialogTurn('popup', visible.length > 0 && (phase !== 'hidden' || !decided));
  const waiting = held || !myTurn;
  // A new list (or its words in another language) is looked at again.
  useEffect(() => setDecided(false), [signature]);

  useEffect(() => {
    if (waiting) return;
    // The list is looked at 500 ms after mount and after each change (spec 02 §9).
    const timer = setTimeout(() => {
      const current = JSON.parse(signature) as [number, string, string][];
      const items = current.map(([id, title, content]) => ({ id, title, content, execution: 'A' as const }));
      const record = readPopupRecord(key);
      if (!shouldShowPopup(record, items, language)) {
        // Closed, and now read in another language: the record follows, so switching back keeps it closed too.
        const followed = followedRecord(record, items, language);
        if (followed) writePopupRecord(key, followed);
        setDecided(true);
        return;
      }
      writePopupRecord(key, popupRecord(true, items, language));
      setIndex(0);
      setPhase('shown');
    }, POPUP_REFRESH_MS);
    return () => clearTimeout(timer);
  }, [signature, key, waiting, language]);

  useEffect(() => {
    if (phase !== 'closing') return;
    const timer = setTimeout(() => setPhase('hidden'), POPUP_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  const close = () => {
    writePopupRecord(key, popupRecord(false, visible, language));
    setDecided(true);
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
