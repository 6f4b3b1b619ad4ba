import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '../lib/navigate';
import { Link } from '../ui/Link';
import { useSnapshot } from 'valtio';
import { paths, type RoutePath } from '../lib/paths';
import { backTarget, titleOf } from './routeChrome';
import { formatMoney } from '../lib/money';
import { state as networkState } from '../stores/network';
import { state as sessionState } from '../stores/session';
import { balanceVisible, state as walletState } from '../stores/wallet';
import { state as configState } from '../stores/config';
import { displayName, state as memberState } from '../stores/member';
import { BackIcon, MailIcon, MenuIcon } from '../ui/icons';
import { goBack } from '../lib/appHistory';
import { canGoBack } from './history';
import { useGuardedNavigate } from '../hooks/useGuardedNavigate';
import { formatUpdatedAt } from './lastUpdated';
import { useClaimTurn } from '../stores/dialogTurns';
import { lazyPart } from '../hooks/lazyPart';
import './header.css';
import { Img } from '../ui/Img';

// The menu loads when first opened (the worker precaches its chunk), keeping it out of the first paint.
const HeaderMenu = lazyPart(
  () => import('./HeaderMenu'),
  (m) => m.HeaderMenu,
  {
    onFailed: ({ onClose }) => onClose(),
  },
);

/** The message icon: the message centre when logged in, otherwise the login dialog; a dot when unread > 0. */
function MessageIndicator() {
  const { t } = useLingui();
  const member = useSnapshot(memberState);
  const go = useGuardedNavigate();
  const label = member.unread > 0 ? t`Messages, ${member.unread} unread` : t`Messages`;
  return (
    <button type="button" className="icon-btn" aria-label={label} onClick={() => go(paths.webEmail)}>
      <MailIcon />
      {member.unread > 0 && <span className="dot" data-testid="unread-dot" aria-hidden="true" />}
    </button>
  );
}

/** The header (spec 01 §2): logo on home, a back arrow elsewhere, the route's title, and on home the account area. */
export function Header({ route }: { route: RoutePath | undefined }) {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const session = useSnapshot(sessionState);
  const wallet = useSnapshot(walletState);
  const config = useSnapshot(configState);
  useSnapshot(memberState);
  const online = useSnapshot(networkState).online;
  // Offline, the last balance shows with its time (DECISIONS.md: kept in the wallet store, never the worker cache).
  const updated =
    !online && wallet.updatedAt !== undefined ? formatUpdatedAt(wallet.updatedAt, i18n.locale) : undefined;
  const [menuOpen, setMenuOpen] = useState(false);
  // While the menu is open, no dialog the app opens itself comes over it (src/stores/dialogTurns.ts).
  useClaimTurn('menu', menuOpen);
  const isHome = route === paths.home;
  const title = route ? titleOf(route) : undefined;
  const loggedIn = Boolean(session.info?.token);

  const back = () => {
    const target = route ? backTarget(route) : ({ kind: 'history', fallback: paths.home } as const);
    if (target.kind === 'home') navigate(target.to, { replace: true });
    else if (canGoBack()) goBack();
    else navigate(target.fallback, { replace: true });
  };

  return (
    <header className="app-header">
      <div className="header-start">
        {isHome ? (
          <Link href={paths.home} className="logo" aria-label={config.config?.theme.appName ?? t`Home`}>
            {config.config?.theme.logo ? (
              <Img src={config.config.theme.logo} alt="" width="36" height="36" />
            ) : null}
            <span className="logo-name">{config.config?.theme.shortName}</span>
          </Link>
        ) : (
          <button type="button" className="icon-btn" aria-label={t`Back`} onClick={back}>
            <BackIcon />
          </button>
        )}
      </div>
      <div className="header-title">{!isHome && title ? <h1>{i18n._(title)}</h1> : null}</div>
      <div className="header-end">
        {isHome &&
          (loggedIn ? (
            <div className="account" data-testid="header-account">
              <span className="account-name">{displayName()}</span>
              <span className="account-balance" data-testid="header-balance">
                {balanceVisible(wallet) ? formatMoney(wallet.sumBalance) : '₱ ****'}
              </span>
              {updated && (
                <span className="account-updated" data-testid="balance-updated">
                  {t`Last updated ${updated}`}
                </span>
              )}
            </div>
          ) : (
            <nav className="auth-links" aria-label={t`Account`}>
              <Link href={paths.login} className="btn btn-small">
                {t`Login`}
              </Link>
              {config.config?.flags.DIRECTREG3 && (
                <Link href={paths.register} className="btn btn-small btn-primary">
                  {t`Register`}
                </Link>
              )}
            </nav>
          ))}
        <MessageIndicator />
        <button
          type="button"
          className="icon-btn"
          aria-label={t`Menu`}
          aria-expanded={menuOpen}
          aria-haspopup="true"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <MenuIcon />
        </button>
      </div>
      {menuOpen && <HeaderMenu onClose={() => setMenuOpen(false)} />}
    </header>
  );
}
