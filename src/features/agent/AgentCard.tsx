import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { dayPartOf } from '../../lib/greeting';
import { formatMoney } from '../../lib/money';
import { paths } from '../../lib/paths';
import { state as memberState } from '../../stores/member';
import { state as sessionState } from '../../stores/session';
import { balanceVisible, state as walletState, toggleHidden } from '../../stores/wallet';
import { EyeIcon } from '../../ui/icons';
import { useAgentGo } from './agentGo';

/** Agent home's card (spec 02 §2): the greeting of the hour, the agent's name, the total balance (hideable), and deposit and withdraw. */
export function AgentCard() {
  const { t } = useLingui();
  const go = useAgentGo();
  const session = useSnapshot(sessionState);
  const member = useSnapshot(memberState);
  const wallet = useSnapshot(walletState);
  const part = dayPartOf(new Date().getHours());
  const greeting = {
    morning: t`Good morning`,
    // English says "Good afternoon" from noon on; Tagalog tells midday (tanghali) from afternoon (hapon).
    earlyAfternoon: t({ message: 'Good afternoon', context: 'midday' }),
    lateAfternoon: t({ message: 'Good afternoon', context: 'afternoon' }),
    evening: t`Good evening`,
  }[part];
  return (
    <div className="agent-card">
      <p className="agent-greeting" data-day-part={part}>
        {greeting},
      </p>
      <p className="agent-name" data-testid="agent-name">
        {member.info?.account || session.info?.userName}
      </p>
      <div className="agent-balance">
        <span className="agent-balance-label">
          <Trans>Total balance</Trans>
        </span>
        <strong data-testid="agent-balance">
          {balanceVisible(wallet) ? formatMoney(wallet.sumBalance) : '₱ ****'}
        </strong>
        <button
          type="button"
          className="icon-btn"
          aria-pressed={wallet.hidden}
          aria-label={wallet.hidden ? t`Show balance` : t`Hide balance`}
          onClick={toggleHidden}
        >
          <EyeIcon off={wallet.hidden} />
        </button>
      </div>
      <div className="agent-balance-actions">
        <button type="button" className="btn" onClick={() => go(paths.withdraw)}>
          <Trans>Withdraw</Trans>
        </button>
        <button type="button" className="btn btn-primary" onClick={() => go(paths.voucherCenter)}>
          <Trans>Deposit</Trans>
        </button>
      </div>
    </div>
  );
}
