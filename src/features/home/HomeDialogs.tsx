import { useRef, useState } from 'react';
import { lazyPart } from '../../hooks/lazyPart';
import { useSnapshot } from 'valtio';
import type { AnnouncementsAnswer } from '../../api/contract/announcements';
import { InTurn } from '../../hooks/firstScreen';
import { onServer } from '../../lib/onServer';
import { useDialogTurn } from '../../stores/dialogTurns';
import { state as sessionState } from '../../stores/session';
import { readNoticePop, setNoticePop, shouldShowNoticePop } from './popupRules';

// The two dialogs of server HTML load when there is something to show: the sanitiser (DOMPurify) they render through
// is then not part of what home needs before its first paint.
// The app opens them by itself: one whose code cannot load shows nothing and asks again once the network is back.
const AnnouncementPopup = lazyPart(
  () => import('./AnnouncementPopup'),
  (m) => m.AnnouncementPopup,
);
const LatestNewsModal = lazyPart(
  () => import('./LatestNewsModal'),
  (m) => m.LatestNewsModal,
);

/**
 * The dialogs home opens itself (spec 02 §2): the latest news (the player notices, once a day unless closed for
 * today) and then the announcement popups, which wait for it. `here`: the player is still on home; none opens once
 * they have moved on.
 */
export function HomeDialogs({
  here,
  notices,
  popups,
}: {
  here: boolean;
  notices: readonly AnnouncementsAnswer['player'][number][];
  popups: readonly AnnouncementsAnswer['popup'][number][];
}) {
  const session = useSnapshot(sessionState).info;
  const [noticeClosed, setNoticeClosed] = useState(() => readNoticePop() !== null);
  const showNews = !onServer && here && !noticeClosed && shouldShowNoticePop(notices.length, readNoticePop());
  // The first of the dialogs the app opens itself: the others wait for it (src/stores/dialogTurns.ts).
  const newsTurn = useDialogTurn('news', showNews);
  // Mounted from the first time it shows, so its dialog closes (and hands focus back) like any other.
  const newsWanted = useRef(false);
  if (showNews) newsWanted.current = true;
  return (
    <>
      {newsWanted.current && (
        <InTurn holds={false}>
          <LatestNewsModal
            open={newsTurn}
            notices={notices}
            onClose={() => {
              setNoticePop();
              setNoticeClosed(true);
            }}
          />
        </InTurn>
      )}
      {popups.length > 0 && !onServer && (
        <InTurn holds={false}>
          <AnnouncementPopup
            popups={popups}
            viewer={{ loggedIn: Boolean(session?.token), firstTimeLogin: session?.firstTimeLogin }}
            held={showNews || !here}
          />
        </InTurn>
      )}
    </>
  );
}
