import { memo, startTransition, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Redirect, useLocation, useSearch } from 'wouter';
import { AddressContext } from '../hooks/address';
import { ScreenShownContext } from '../stores/screenShown';
import { useSnapshot } from 'valtio';
import { paths, resolvePath, type RoutePath } from '../lib/paths';
import { showsBottomMenu, showsHeader } from './routeChrome';
import { memberType, state as sessionState } from '../stores/session';
import { getsContractPrompts } from '../api/contract/memberTypes';
import { closeDownloadPopup, closeLoginDialog, state as uiState } from '../stores/ui';
import { lazyPart } from '../hooks/lazyPart';
import { loadMember, loadUnread } from '../stores/member';
import { BottomMenu as BottomMenuOf } from './BottomMenu';
import { DownloadBar as DownloadBarOf } from './DownloadBar';
import { Header as HeaderOf } from './Header';
import { reloadBalance } from '../stores/balance';
import { OfflineBanner } from './OfflineBanner';
import { GuardedRoute } from './GuardedRoute';
import { Toasts } from './Toasts';
import { updateState } from './updateState';
import { useSwipeBack } from './swipeBack';
import { historyStepTarget } from '../lib/appHistory';
import { readPreferences } from '../lib/preferences';
import { lazyScreen } from './lazyScreen';
import { firstScreenDrawn, InTurn, releaseFirstScreen } from '../hooks/firstScreen';
import { onServer } from '../lib/onServer';
import { afterNextPaint } from '../lib/drawing';
import './shell.css';

const NotFound = lazyScreen(() => import('./screens/NotFound'));
// The login dialog loads when a guard first opens it (issue 6, first-paint budget).
const LoginDialog = lazyPart(
  () => import('./LoginDialog'),
  (m) => m.LoginDialog,
  {
    onFailed: () => closeLoginDialog(),
  },
);
// The download popup (and the dialog behind it) loads when the bar or the member centre opens it.
const DownloadPopup = lazyPart(
  () => import('./DownloadPopup'),
  (m) => m.DownloadPopup,
  {
    onFailed: ({ onClose }) => onClose(),
  },
);
// The update prompt loads only once a new version waits (issue 6), keeping it out of the first paint.
const ContractPrompt = lazyPart(
  () => import('../features/agent/ContractPrompt'),
  (m) => m.default,
);
const UpdateBanner = lazyPart(
  () => import('./UpdateBanner'),
  (m) => m.UpdateBanner,
);

// The shell renders again at once on every move (it follows the address); what it renders for the screen is deferred
// (below), and only helps if the parts below bail out of that urgent render: the screen, the header and the menu are
// memoised on their route, so the tap (or history step) that moves the player does not render the old screen again
// (issue 50: 50 to 70 ms at 4x CPU in the task of the step back from a game list).
const Header = memo(HeaderOf);
const BottomMenu = memo(BottomMenuOf);
const DownloadBar = memo(DownloadBarOf);

/** The routed screen, in its turn beneath a server drawing (src/hooks/firstScreen.ts). */
const Screen = memo(function Screen({ route }: { route: RoutePath | undefined }) {
  return <InTurn>{route ? <GuardedRoute route={route} /> : <NotFound />}</InTurn>;
});

/** The app shell: header, the routed screen with its fade, the bottom menu, and the shared dialogs and toasts. */
export function Shell() {
  const { t } = useLingui();
  const [current] = useLocation();
  const currentSearch = useSearch();
  // A route change renders the next screen in the background (React's deferred value: time-sliced, and a tap in
  // between is answered first); the tap that asked for it gets its next paint at once instead of after the old
  // screen's unmount and the new one's mount and effects (issue 39: 136 ms at 4x CPU from home to a game list).
  const now = currentSearch ? `${current}?${currentSearch}` : current;
  const deferred = useDeferredValue(now);
  // A step through the history (the back gesture, the browser's back) is no tap waiting for its answer: the screen
  // it arrives at renders at once, in the step's own render, instead of in slices behind it (issue 50: home kept,
  // going back only shows it again; sliced, the step took 100-150 ms at 4x CPU).
  const shown = now === historyStepTarget() ? now : deferred;
  const address = useMemo(() => {
    const at = shown.indexOf('?');
    return at < 0 ? { path: shown, search: '' } : { path: shown.slice(0, at), search: shown.slice(at + 1) };
  }, [shown]);
  const location = address.path;
  const swiping = useSwipeBack();
  const session = useSnapshot(sessionState);
  const update = useSnapshot(updateState);
  const { loginDialogOpen, downloadPopupOpen } = useSnapshot(uiState);
  const route = resolvePath(location);
  // The screen the server drew shows without the route fade: it is already on screen. Leaving it ends the drawing.
  const [arrival] = useState(location);
  const still = onServer || (firstScreenDrawn() && location === arrival);
  useEffect(() => {
    if (location !== arrival) releaseFirstScreen();
  }, [location, arrival]);

  // Auto-login loads its code (and the crypto behind it) only when the preference is on, off the first paint.
  useEffect(() => {
    if (readPreferences().autoLogin !== true || sessionState.info) return;
    // Code that cannot load (a flaky network) leaves the player a guest; the next start tries again.
    void import('../features/auth/autoLogin').then(
      ({ autoLogin }) => autoLogin(),
      () => undefined,
    );
  }, []);

  useEffect(() => {
    if (!session.info?.token || !session.cacheId) return;
    void loadMember();
    void loadUnread();
    void reloadBalance();
  }, [session.info?.token, session.cacheId]);

  // The contract prompt (spec 02 §6): on home and the member centre, for types other than 4, 40, 41 and 42.
  const type = session.info?.token ? memberType() : undefined;
  // Only on the screen the player is at now, not one still shown while the next renders (the deferred location).
  const prompt =
    (route === paths.home || route === paths.mine) &&
    resolvePath(current) === route &&
    type !== undefined &&
    getsContractPrompts(type);

  // Home is kept once shown, undrawn while the player is elsewhere (`content-visibility: hidden`: the browser keeps
  // its boxes, and its parts stop their clocks and fetches, src/stores/screenShown.ts), so going back only shows it
  // again instead of building it anew (issue 50: the back gesture took 234 ms at 4x CPU). React's Activity hid it
  // with `display: none` instead, so the step back built its boxes and ran its effects again (150-200 ms at 4x).
  const onHome = route === paths.home;
  const [homeKept, setHomeKept] = useState(onHome);
  if (onHome && !homeKept) setHomeKept(true);
  // Kept home reads its own address, not that of the screen in front of it: a move elsewhere or back renders none of
  // it again for an address it does not show (and React's look for the address's readers does not go into it).
  // Its parts take up their clocks (carousels, counters) after the move's frame, in a render of their own; they stop
  // them at once when home is left (a carousel's move begun behind the kept screen would never end in Firefox).
  const homeShownLater = useDeferredValue(onHome);
  const homeShown = onHome && homeShownLater;
  const [homeAddress, setHomeAddress] = useState(address);
  if (onHome && (homeAddress.path !== address.path || homeAddress.search !== address.search))
    setHomeAddress(address);
  // The screen on show before home: on the move to home (the back gesture above all) it stays in the page for that
  // move's frame, undrawn like a kept home, and goes in a transition after it, so the frame that shows home again
  // does not also unmount the screen left (its effects' cleanups, its boxes' removal). It keeps the address it was
  // rendered with: the next one is home's, which it must not render.
  const [away, setAway] = useState<typeof address>();
  if (!onHome && away !== address) setAway(address);
  const leaving = onHome ? away : undefined;
  useEffect(
    () => (leaving ? afterNextPaint(() => startTransition(() => setAway(undefined))) : undefined),
    [leaving],
  );

  if (route && route !== location) return <Redirect to={route} replace />;
  // Every page, the not-found one included, is wrapped in the header and the bottom menu (spec 01 §2).
  const header = route ? showsHeader(route) : true;
  const menu = route ? showsBottomMenu(route) : true;
  const screenClass = `screen${swiping || still ? '' : ' fade-in'}${menu ? ' with-menu' : ''}${header ? '' : ' no-header'}`;

  // The screens read the address they render from here (src/hooks/address.ts), never ahead of it. Each screen's
  // <main> has its own provider, outside the shell's: React 19 marks every reader of a context below a provider whose
  // value changed, through nested providers of the same context, so under one provider for the whole shell every move
  // rendered the kept home and the screen being left again, in the step's own task (issue 66: the back gesture).
  return (
    <>
      <AddressContext value={address}>
        <a className="skip-link" href="#main">
          {t`Skip to content`}
        </a>
        {/* Home's alone, kept with home (below) once shown. */}
        {homeKept && (
          <InTurn>
            <DownloadBar hidden={!onHome} />
          </InTurn>
        )}
        {header && (
          <InTurn>
            <Header route={route} />
          </InTurn>
        )}
        <OfflineBanner />
      </AddressContext>
      {(!onHome || leaving) && (
        <main
          id={leaving ? undefined : 'main'}
          key={leaving ? leaving.path : location}
          className={leaving ? 'screen kept' : screenClass}
          aria-hidden={leaving ? true : undefined}
          inert={!!leaving}
        >
          {/* Under the server's drawing, the first render comes in turns (src/hooks/firstScreen.ts): the shell's, then
              the header's, then the screen's own. */}
          <AddressContext value={leaving ?? address}>
            <Screen route={leaving ? resolvePath(leaving.path) : route} />
          </AddressContext>
        </main>
      )}
      {/* After the routed screen, so that the page's first match of a selector is the screen in view. Kept, it is out
          of the accessibility tree, the focus order and the taps (inert), and undrawn (shell.css). */}
      {homeKept && (
        <main
          id={onHome ? 'main' : undefined}
          className={`${screenClass}${onHome ? '' : ' kept'}`}
          aria-hidden={onHome ? undefined : true}
          inert={!onHome}
        >
          <AddressContext value={homeAddress}>
            <ScreenShownContext value={homeShown}>
              <Screen route={paths.home} />
            </ScreenShownContext>
          </AddressContext>
        </main>
      )}
      <AddressContext value={address}>
        {menu && (
          <InTurn>
            <BottomMenu route={route} />
          </InTurn>
        )}
        {loginDialogOpen && <LoginDialog />}
        {downloadPopupOpen && <DownloadPopup open onClose={closeDownloadPopup} />}
        {update.available && <UpdateBanner />}
        {prompt && <ContractPrompt />}
        <Toasts />
      </AddressContext>
    </>
  );
}
