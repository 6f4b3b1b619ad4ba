import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { InTurn, useFirstScreenShown } from '../../hooks/firstScreen';
import { Trans } from '@lingui/react/macro';
import { GAMES_CLAIMED } from '../../lib/brand';
import { CopyrightLine } from '../../ui/CopyrightLine';
import { useSnapshot } from 'valtio';
import { useAddress } from '../../hooks/address';
import { useNavigate } from '../../lib/navigate';
import { call } from '../../api/client';
import { homeAnnouncementsQuery } from '../../api/contract/boot';
import { listAnnouncements } from '../../api/contract/announcements';
import {
  getGameVendorConfig,
  getWinnerBoard,
  listAllVassalages,
  listGames,
  listHotMatches,
  type HotMatch,
} from '../../api/contract/games';
import { homeCategories } from '../../lib/categories';
import { pickCdn } from '../../lib/cdn';
import { hotMatchTarget, prizeModeOf } from '../../lib/launch';
import { gameList, launchGame, paths, resolvePath } from '../../lib/paths';
import { actionTarget } from '../../stores/actionGuard';
import { state as configState } from '../../stores/config';
import { state as languageState } from '../../stores/language';
import { state as sessionState } from '../../stores/session';
import { useCached } from '../../stores/useCached';
import { useGameLaunch } from '../../hooks/useGameLaunch';
import { useStableCallback } from '../../ui/useStableCallback';
import { onServer } from '../../lib/onServer';
import { hintLargestPaint } from '../../lib/paintHint';
import { AddToHomeGuide } from './AddToHomeGuide';
import { BannerCarousel } from './BannerCarousel';
import { CategoryContent } from './CategoryContent';
import { CategoryMenu } from './CategoryMenu';
import { HotMatchTicker } from './HotMatchTicker';
import { JackpotCounter } from './JackpotCounter';
import { NoticeTicker } from './NoticeTicker';
import { readNoticePop, setNoticePop, shouldShowNoticePop } from './popupRules';
import { SideServiceBar } from './SideServiceBar';
import { WinnerBoard } from './WinnerBoard';
import './home.css';
import { useDialogTurn } from '../../stores/dialogTurns';
import { appLinkFor } from './addToHome';
import '../../i18n/games';

// The two dialogs of server HTML load when there is something to show: the sanitiser (DOMPurify) they render through
// is then not part of what home needs before its first paint.
const AnnouncementPopup = lazy(() =>
  import('./AnnouncementPopup').then((m) => ({ default: m.AnnouncementPopup })),
);
const LatestNewsModal = lazy(() => import('./LatestNewsModal').then((m) => ({ default: m.LatestNewsModal })));

/** One empty list, so a section whose data has not arrived keeps the same props from render to render. */
const NONE: readonly never[] = [];

/**
 * The home screen (spec 02 §2): every block renders from the cache first and revalidates. Its answers arrive one by
 * one; each block is a memoised element that re-renders only when its own data changes, so six arrivals do not
 * re-render the game grid six times on a slow phone.
 */
export default function HomeScreen() {
  const location = useAddress().path;
  const navigate = useNavigate();
  // The address the player is at now: a route change renders the next screen in the background (src/app/Shell.tsx),
  // and home stays on screen meanwhile. Its dialogs belong to it: none opens once the player has moved on.
  const here = resolvePath(location) === paths.home;
  const config = useSnapshot(configState).config;
  const language = useSnapshot(languageState).language;
  const session = useSnapshot(sessionState).info;
  const [noticeClosed, setNoticeClosed] = useState(() => readNoticePop() !== null);
  const [guideOpen, setGuideOpen] = useState(false);
  const [category, setCategory] = useState('HOT');
  const cdn = useMemo(() => pickCdn(config?.imageCdns ?? []), [config?.imageCdns]);

  // The same call the server answers in a first visit's page (boot answers).
  const home = useCached(listAnnouncements, homeAnnouncementsQuery(config?.merchantCode, language)).data;
  const hotMatchAnswer = useCached(listHotMatches, { language });
  const matches = hotMatchAnswer.data?.list ?? NONE;
  // The hot-match ticker sits above the games: they appear once it is known whether it shows, so the ticker never
  // pushes the games down after they painted (each answer lands in its own render, from the page or the cache).
  const matchesKnown = hotMatchAnswer.data !== undefined || !hotMatchAnswer.loading;
  const vendorConfigAnswer = useCached(getGameVendorConfig);
  const vendorConfig = vendorConfigAnswer.data;
  const vendorListAnswer = useCached(listAllVassalages, { merchant: config?.merchantCode });
  const vendorList = vendorListAnswer.data;
  const vendors = useMemo(() => vendorList ?? [], [vendorList]);
  const winners = useCached(getWinnerBoard).data?.list ?? NONE;
  const categories = useMemo(
    () => homeCategories(vendorConfig?.sorting ?? [], vendors),
    [vendorConfig, vendors],
  );
  const current = categories.find((c) => c.category === category) ?? categories[0];

  const player = home?.player ?? NONE;
  const elott = config?.elott ?? NONE;
  const { trial, launch } = useGameLaunch();
  const openVendor = useStableCallback(async (cat: string, vassalage: string) => {
    if (cat === 'LOTT' || cat === 'ELOTT') {
      // The tapped vendor's own lottery, in its own prize mode (ELOTT vendors are e-lotteries).
      const prizeMode = cat === 'ELOTT' ? 'Elott' : prizeModeOf(elott);
      return navigate(actionTarget('launch', launchGame({ prizeMode, code: 'lobby', vendor: vassalage })));
    }
    // A vendor tile opens that vendor's lobby game; without one, its list.
    const first = await call(listGames, { query: { gameType: cat, vassalage, pageNo: 1, pageSize: 1 } })
      .then((a) => a.games[0])
      .catch(() => undefined);
    if (first) launch(first);
    else navigate(gameList(cat));
  });
  const openBanner = useStableCallback((url: string) => {
    if (url.startsWith('/')) navigate(url);
    else if (url) window.open(url, '_blank', 'noopener,noreferrer');
  });
  const openNotice = useStableCallback(() => navigate(paths.notice));
  const launchMatch = useStableCallback((m: HotMatch) => navigate(actionTarget('launch', hotMatchTarget(m))));
  const chooseVendor = useStableCallback((c: string, v: string) => void openVendor(c, v));
  const showNews = !onServer && here && !noticeClosed && shouldShowNoticePop(player.length, readNoticePop());
  // The first of the dialogs the app opens itself: the others wait for it (src/stores/dialogTurns.ts).
  const newsTurn = useDialogTurn('news', showNews);
  // Mounted from the first time it shows, so its dialog closes (and hands focus back) like any other.
  const newsWanted = useRef(false);
  if (showNews) newsWanted.current = true;
  const popups = home?.popup ?? NONE;
  const appDownload = appLinkFor(config?.downloads ?? NONE, onServer ? '' : navigator.userAgent);

  const banners = useMemo(
    () => <BannerCarousel banners={home?.banners ?? NONE} onOpen={openBanner} />,
    [home?.banners, openBanner],
  );
  // The first banner is the screen's largest paint: the worker preloads it on the next start (src/lib/paintHint.ts).
  const firstBanner = home?.banners?.[0]?.url;
  useEffect(() => {
    if (firstBanner) hintLargestPaint(paths.home, firstBanner);
  }, [firstBanner]);
  const titles = useMemo(() => player.map((p) => p.title), [player]);
  const noticeTicker = useMemo(
    () => <NoticeTicker titles={titles} downloadUrl={appDownload?.url} onOpen={openNotice} />,
    [titles, appDownload?.url, openNotice],
  );
  const jackpot = useMemo(() => <JackpotCounter />, []);
  const hotMatches = useMemo(
    () => <HotMatchTicker matches={matches} onLaunch={launchMatch} />,
    [matches, launchMatch],
  );
  const mapping = vendorConfig?.mapping;
  const games = useMemo(
    () =>
      current && matchesKnown ? (
        <section className="popular" aria-label={undefined}>
          <CategoryMenu
            categories={categories}
            mapping={mapping ?? {}}
            current={current.category}
            onChoose={setCategory}
          />
          <CategoryContent
            key={current.category}
            category={current.category}
            vendors={current.vendors}
            allVendors={vendors}
            cdn={cdn}
            onLaunch={launch}
            trial={trial}
            onVendor={chooseVendor}
          />
        </section>
      ) : (
        <div className="games-loading" aria-hidden="true" />
      ),
    [current, matchesKnown, categories, mapping, vendors, cdn, launch, trial, chooseVendor],
  );
  const winnerBoard = useMemo(() => <WinnerBoard list={winners} />, [winners]);
  // The marketing line and the copyright range, as the login screen and the download popup have them (spec 02).
  const copyright = config?.copyright;
  const footer = useMemo(
    () => (
      <footer className="home-footer">
        <p>
          <Trans>Over {GAMES_CLAIMED} games in one app.</Trans>
        </p>
        <CopyrightLine place="page" copyright={copyright} />
      </footer>
    ),
    [copyright],
  );
  const openGuide = useStableCallback(() => setGuideOpen(true));
  const sideBar = useMemo(
    () => config && !onServer && <SideServiceBar config={config} onAddToHome={openGuide} />,
    [config, openGuide],
  );

  // The server's drawing of this screen goes once the banners, the hot matches and the game categories are known
  // (and the games themselves: CategoryContent holds it too).
  useFirstScreenShown(
    home !== undefined && matchesKnown && !vendorConfigAnswer.loading && !vendorListAnswer.loading,
  );
  return (
    <div className="home">
      <h1 className="visually-hidden">{config?.theme.appName}</h1>
      {/* Under the server's drawing, the screen's first render comes in turns (src/hooks/firstScreen.ts). */}
      <InTurn>{banners}</InTurn>
      <InTurn>{noticeTicker}</InTurn>
      <InTurn>{jackpot}</InTurn>
      <InTurn>{hotMatches}</InTurn>
      <InTurn>{games}</InTurn>
      <InTurn>{winnerBoard}</InTurn>
      <InTurn>{footer}</InTurn>
      <InTurn holds={false}>{sideBar}</InTurn>
      <AddToHomeGuide
        open={guideOpen}
        profileUrl={config?.downloads.find((d) => d.resourceType === 'MOBILECONFIG')?.url}
        onClose={() => setGuideOpen(false)}
      />
      {newsWanted.current && (
        <InTurn holds={false}>
          <Suspense fallback={null}>
            <LatestNewsModal
              open={newsTurn}
              notices={player}
              onClose={() => {
                setNoticePop();
                setNoticeClosed(true);
              }}
            />
          </Suspense>
        </InTurn>
      )}
      {popups.length > 0 && !onServer && (
        <InTurn holds={false}>
          <Suspense fallback={null}>
            <AnnouncementPopup
              popups={popups}
              viewer={{ loggedIn: Boolean(session?.token), firstTimeLogin: session?.firstTimeLogin }}
              held={showNews || !here}
            />
          </Suspense>
        </InTurn>
      )}
    </div>
  );
}
