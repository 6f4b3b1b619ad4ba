import { useEffect, useMemo, useState } from 'react';
import { InTurn, useFirstScreenShown } from '../../hooks/firstScreen';
import { useLingui } from '@lingui/react/macro';
import { GAMES_CLAIMED } from '../../lib/brand';
import { CopyrightLine } from '../../ui/CopyrightLine';
import { useSnapshot } from 'valtio';
import { useAddress } from '../../hooks/address';
import { useNavigate } from '../../lib/navigate';
import { homeAnnouncementsQuery } from '../../api/contract/boot';
import { listAnnouncements } from '../../api/contract/announcements';
import { getWinnerBoard, listHotMatches, type HotMatch } from '../../api/contract/games';
import { hotMatchTarget } from '../../lib/launch';
import { paths, resolvePath } from '../../lib/paths';
import { actionTarget } from '../../stores/actionGuard';
import { state as configState } from '../../stores/config';
import { state as languageState } from '../../stores/language';
import { useCached } from '../../stores/useCached';
import { useStableCallback } from '../../ui/useStableCallback';
import { onServer } from '../../lib/onServer';
import { hintLargestPaint } from '../../lib/paintHint';
import { whenIdle } from '../../lib/drawing';
import { AddToHomeGuide } from './AddToHomeGuide';
import { BannerCarousel } from './BannerCarousel';
import { HomeDialogs } from './HomeDialogs';
import { HomeGames } from './HomeGames';
import { HotMatchTicker } from './HotMatchTicker';
import { JackpotCounter } from './JackpotCounter';
import { NoticeTicker } from './NoticeTicker';
import { SideServiceBar } from './SideServiceBar';
import { WinnerBoard } from './WinnerBoard';
import './home.css';
import { appLinkFor } from './addToHome';
import '../../i18n/games';

/** One empty list, so a section whose data has not arrived keeps the same props from render to render. */
const NONE: readonly never[] = [];

/**
 * The home screen (spec 02 §2): every block renders from the cache first and revalidates. Its answers arrive one by
 * one; each block is a memoised element that re-renders only when its own data changes, so six arrivals do not
 * re-render the game grid six times on a slow phone. The games (HomeGames) and the dialogs (HomeDialogs) own their
 * own state.
 */
export default function HomeScreen() {
  const { t } = useLingui();
  const location = useAddress().path;
  const navigate = useNavigate();
  // The address the player is at now: a route change renders the next screen in the background (src/app/Shell.tsx),
  // and home stays on screen meanwhile. Its dialogs belong to it: none opens once the player has moved on.
  const here = resolvePath(location) === paths.home;
  const config = useSnapshot(configState).config;
  const language = useSnapshot(languageState).language;
  const [guideOpen, setGuideOpen] = useState(false);

  // The same call the server answers in a first visit's page (boot answers).
  const home = useCached(listAnnouncements, homeAnnouncementsQuery(config?.merchantCode, language)).data;
  const hotMatchAnswer = useCached(listHotMatches, { language });
  const matches = hotMatchAnswer.data?.list ?? NONE;
  // The hot-match ticker sits above the games: they appear once it is known whether it shows, so the ticker never
  // pushes the games down after they painted (each answer lands in its own render, from the page or the cache).
  const matchesKnown = hotMatchAnswer.data !== undefined || !hotMatchAnswer.loading;
  const winners = useCached(getWinnerBoard).data?.list ?? NONE;
  const player = home?.player ?? NONE;
  const openBanner = useStableCallback((url: string) => {
    if (url.startsWith('/')) navigate(url);
    else if (url) window.open(url, '_blank', 'noopener,noreferrer');
  });
  const openNotice = useStableCallback(() => navigate(paths.notice));
  const launchMatch = useStableCallback((m: HotMatch) => navigate(actionTarget('launch', hotMatchTarget(m))));
  const appDownload = appLinkFor(config?.downloads ?? NONE, onServer ? '' : navigator.userAgent);

  const banners = useMemo(
    () => <BannerCarousel banners={home?.banners ?? NONE} onOpen={openBanner} />,
    [home?.banners, openBanner],
  );
  // The first banner is the screen's largest paint: the worker preloads it on the next start (src/lib/paintHint.ts).
  const firstBanner = home?.banners?.[0]?.url;
  useEffect(
    () => (firstBanner ? whenIdle(() => hintLargestPaint(paths.home, firstBanner)) : undefined),
    [firstBanner],
  );
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
  const winnerBoard = useMemo(() => <WinnerBoard list={winners} />, [winners]);
  // The marketing line and the copyright range, as the login screen and the download popup have them (spec 02).
  const copyright = config?.copyright;
  const footer = useMemo(
    () => (
      <footer className="home-footer">
        <p>{t`Over ${GAMES_CLAIMED} games in one app.`}</p>
        <CopyrightLine place="page" copyright={copyright} />
      </footer>
    ),
    [copyright, t],
  );
  const openGuide = useStableCallback(() => setGuideOpen(true));
  const sideBar = useMemo(
    () => config && !onServer && <SideServiceBar config={config} onAddToHome={openGuide} />,
    [config, openGuide],
  );

  // The server's drawing of this screen goes once the banners and the hot matches are known (and the games: HomeGames
  // holds it too).
  useFirstScreenShown(home !== undefined && matchesKnown);
  return (
    <div className="home">
      <h1 className="visually-hidden">{config?.theme.appName}</h1>
      {/* Under the server's drawing, the screen's first render comes in turns (src/hooks/firstScreen.ts). */}
      <InTurn>{banners}</InTurn>
      <InTurn>{noticeTicker}</InTurn>
      <InTurn>{jackpot}</InTurn>
      <InTurn>{hotMatches}</InTurn>
      <InTurn>
        <HomeGames matchesKnown={matchesKnown} />
      </InTurn>
      <InTurn>{winnerBoard}</InTurn>
      <InTurn>{footer}</InTurn>
      <InTurn holds={false}>{sideBar}</InTurn>
      <AddToHomeGuide
        open={guideOpen}
        profileUrl={config?.downloads.find((d) => d.resourceType === 'MOBILECONFIG')?.url}
        onClose={() => setGuideOpen(false)}
      />
      <HomeDialogs here={here} notices={player} popups={home?.popup ?? NONE} />
    </div>
  );
}
