import { useEffect } from 'react';
import { Trans } from '@lingui/react/macro';
import { Redirect, useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { paths, resolvePath, showsBottomMenu, showsHeader } from '../lib/paths';
import { state as sessionState } from '../stores/session';
import { loadMember, loadUnread } from '../stores/member';
import { BottomMenu } from './BottomMenu';
import { DownloadBar } from './DownloadBar';
import { Header } from './Header';
import { reloadBalance } from './HeaderMenu';
import { LoginDialog } from './LoginDialog';
import { OfflineBanner } from './OfflineBanner';
import { GuardedRoute } from './GuardedRoute';
import { Toasts } from './Toasts';
import { UpdateBanner } from './UpdateBanner';
import { useSwipeBack } from './swipeBack';
import { lazyScreen } from './lazyScreen';
import './shell.css';

const NotFound = lazyScreen(() => import('./screens/NotFound'));

/** The app shell: header, the routed screen with its fade, the bottom menu, and the shared dialogs and toasts. */
export function Shell() {
  const [location] = useLocation();
  const swiping = useSwipeBack();
  const session = useSnapshot(sessionState);
  const route = resolvePath(location);

  useEffect(() => {
    if (!session.info?.token || !session.cacheId) return;
    void loadMember();
    void loadUnread();
    void reloadBalance();
  }, [session.info?.token, session.cacheId]);

  if (route && route !== location) return <Redirect to={route} replace />;

  return (
    <>
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      {route === paths.home && <DownloadBar />}
      {route && showsHeader(route) && <Header route={route} />}
      <OfflineBanner />
      <main
        id="main"
        key={location}
        className={`screen${swiping ? '' : ' fade-in'}${route && showsBottomMenu(route) ? ' with-menu' : ''}`}
      >
        {route ? <GuardedRoute route={route} /> : <NotFound />}
      </main>
      {route && showsBottomMenu(route) && <BottomMenu route={route} />}
      <LoginDialog />
      <UpdateBanner />
      <Toasts />
    </>
  );
}
