import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { paths, type RoutePath } from '../lib/paths';
import { formatMoney } from '../lib/money';
import { state as standaloneState } from '../stores/standalone';
import { state as configState } from '../stores/config';
import { state as memberState } from '../stores/member';
import { state as sessionState } from '../stores/session';
import { FriendsIcon, GiftIcon, HomeIcon, UserIcon, WalletIcon } from '../ui/icons';
import { useGuardedNavigate } from '../hooks/useGuardedNavigate';
import './bottom-menu.css';

/** The bottom menu (spec 01 §2): five entries; deposit and invite go through the guard table. */
export function BottomMenu({ route }: { route: RoutePath | undefined }) {
  const { t } = useLingui();
  const go = useGuardedNavigate();
  // Edge to edge (home screen or the native shell): room for a tall iPhone's home indicator.
  const { edgeToEdge } = useSnapshot(standaloneState);
  // The merchant's first-deposit bonus (spec 01 §9's 258 pesos by default), shown only while the player can still get
  // it: a guest (who may register), or a member whose first deposit is still to come; never a trial player.
  const offered = useSnapshot(configState).config?.firstDepositBonus ?? 0;
  const loggedIn = Boolean(useSnapshot(sessionState).info?.token);
  const info = useSnapshot(memberState).info;
  const bonus = offered > 0 && (loggedIn ? info?.firstDepositBonus === true : true) ? offered : 0;
  const item = (to: RoutePath, icon: React.ReactNode, label: React.ReactNode, extraClass = '') => (
    <li className={extraClass}>
      <a
        href={to}
        aria-current={route === to ? 'page' : undefined}
        onClick={(e) => {
          e.preventDefault();
          go(to);
        }}
      >
        {icon}
        <span className="label">{label}</span>
      </a>
    </li>
  );
  return (
    <nav className={`bottom-menu${edgeToEdge ? ' standalone' : ''}`} aria-label={t`Main menu`}>
      <ul>
        {item(paths.home, <HomeIcon />, t`Home`)}
        {item(paths.activity, <GiftIcon />, t`Promotions`)}
        {item(
          paths.voucherCenter,
          <span className="deposit-icon">
            <WalletIcon />
            {bonus > 0 && (
              <span className="bubble" aria-hidden="true">
                {formatMoney(bonus)}
              </span>
            )}
          </span>,
          t`Deposit`,
          'deposit',
        )}
        {item(paths.inviteFriends, <FriendsIcon />, t`Invite friends`)}
        {item(paths.mine, <UserIcon />, t`Members`)}
      </ul>
    </nav>
  );
}
