import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { formatMoney } from '../../lib/money';
import { paths } from '../../lib/paths';
import { balanceVisible, state as walletState, toggleHidden } from '../../stores/wallet';
import { EyeIcon } from '../../ui/icons';
import type { MemberCentreView } from './useMemberCentre';

/** The total balance (₱, two decimals; hidden while it reloads or by choice) with quick deposit and withdraw. */
export function BalanceStrip({ go }: { go: MemberCentreView['go'] }) {
  const { t } = useLingui();
  const wallet = useSnapshot(walletState);
  const shown = balanceVisible(wallet);
  return (
    <div className="mine-balance">
      <div className="mine-balance-amount">
        <span className="mine-balance-label">
          <Trans>Total balance</Trans>
        </span>
        <strong data-testid="mine-balance">{shown ? formatMoney(wallet.sumBalance) : '₱ ****'}</strong>
      </div>
      <button
        type="button"
        className="icon-btn"
        aria-pressed={wallet.hidden}
        aria-label={wallet.hidden ? t`Show balance` : t`Hide balance`}
        onClick={toggleHidden}
      >
        <EyeIcon off={wallet.hidden} />
      </button>
      <div className="mine-balance-actions">
        <button type="button" className="btn btn-primary btn-small" onClick={() => go(paths.voucherCenter)}>
          <Trans>Deposit</Trans>
        </button>
        <button type="button" className="btn btn-small" onClick={() => go(paths.withdraw)}>
          <Trans>Withdraw</Trans>
        </button>
      </div>
    </div>
  );
}
