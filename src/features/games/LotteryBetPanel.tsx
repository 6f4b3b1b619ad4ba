import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { Link } from '../../ui/Link';
import { ClientErrorCode } from '../../api/ApiError';
import { call, newIdempotencyKey } from '../../api/client';
import { ErrorCode } from '../../api/contract/errors';
import {
  BIG_SMALL,
  placeLotteryBet,
  type BigSmallPick,
  type LotteryIssue,
} from '../../api/contract/lotteryBets';
import { errorCodeOf, errorMessage } from '../../i18n/errorMessages';
import { formatMoney } from '../../lib/money';
import { paths } from '../../lib/paths';
import { reloadBalance } from '../../stores/balance';
import { state as walletState } from '../../stores/wallet';
import { clockTime, readStake } from './betRules';

const QUICK_STAKES = [10, 50, 100, 500] as const;

interface LotteryBetPanelProps {
  issue: LotteryIssue;
  loggedIn: boolean;
  /** The issue closed under the player: fetch the open one again. */
  onClosed: () => void;
  /** A bet was taken: refresh the player's bets. */
  onPlaced: () => void;
}

/**
 * The big/small bet form of an open issue (docs/lottery-bets.md). One idempotency key per bet intent: a retry
 * after a network failure reuses it, so a lost answer never bets twice; changing the bet starts a new intent.
 */
export function LotteryBetPanel({ issue, loggedIn, onClosed, onPlaced }: LotteryBetPanelProps) {
  const { t, i18n } = useLingui();
  const rule = issue.bigSmall!;
  const balance = useSnapshot(walletState).sumBalance;
  const [pick, setPick] = useState<BigSmallPick>('BIG');
  const [stake, setStake] = useState('10');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const [done, setDone] = useState<string | undefined>();
  const intent = useRef<string | undefined>(undefined);
  const checked = readStake(stake, rule.minAmount, rule.maxAmount);

  // A new pick, stake or issue is a new bet intent.
  useEffect(() => {
    intent.current = undefined;
  }, [pick, stake, issue.issueNo]);

  const stakeProblem = checked.ok
    ? undefined
    : checked.reason === 'empty'
      ? t`Enter a stake.`
      : checked.reason === 'notWhole'
        ? t`Enter whole pesos only, without centavos.`
        : t`The stake must be from ${formatMoney(rule.minAmount)} to ${formatMoney(rule.maxAmount)}.`;
  const pickLabel = (p: BigSmallPick) => (p === 'BIG' ? t`Big (23-45)` : t`Small (0-22)`);

  const place = async () => {
    if (!checked.ok || busy) return;
    intent.current ??= newIdempotencyKey();
    setBusy(true);
    setProblem(undefined);
    setDone(undefined);
    try {
      const body = { gameCode: issue.gameCode, issueNo: issue.issueNo, pick, amount: checked.amount };
      const { bet } = await call(placeLotteryBet, { body, idempotencyKey: intent.current });
      intent.current = undefined;
      setDone(t`Bet placed: ${formatMoney(bet.amount)} on ${pickLabel(bet.pick)}, issue ${bet.issueNo}.`);
      void reloadBalance();
      onPlaced();
    } catch (error) {
      const code = errorCodeOf(error);
      // A refusal is final for this intent; a network failure keeps the key for the retry.
      if (code !== ClientErrorCode.network && code !== ClientErrorCode.timeout) intent.current = undefined;
      setProblem(i18n._(errorMessage(code)));
      if (code === ErrorCode.lotteryDrawClosed) onClosed();
      if (code === ErrorCode.insufficientFunds) void reloadBalance();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="bet-panel" aria-labelledby="bet-title">
      <h2 id="bet-title" className="section-title">
        <Trans>Bet big or small</Trans>
      </h2>
      <p className="bet-rule">
        <Trans>
          The five drawn digits are added up: 0 to 22 is small, 23 to 45 is big. A winning bet pays{' '}
          {rule.odds} times the stake.
        </Trans>
      </p>
      <p className="bet-issue">
        <Trans>
          Issue <strong>{issue.issueNo}</strong>, bets close at{' '}
          <time dateTime={issue.closesAt}>{clockTime(issue.closesAt)}</time>
        </Trans>
      </p>
      {!loggedIn ? (
        <Link className="btn btn-primary" href={paths.login}>
          <Trans>Log in to bet</Trans>
        </Link>
      ) : (
        <form
          className="bet-form"
          onSubmit={(e) => {
            e.preventDefault();
            void place();
          }}
        >
          <div className="bet-picks" role="group" aria-label={t`Your pick`}>
            {BIG_SMALL.map((p) => (
              <button
                key={p}
                type="button"
                className={`btn bet-pick${pick === p ? ' on' : ''}`}
                aria-pressed={pick === p}
                onClick={() => setPick(p)}
              >
                {pickLabel(p)}
              </button>
            ))}
          </div>
          <div className="bet-field">
            <label htmlFor="bet-stake">
              <Trans>Stake in pesos (whole pesos)</Trans>
            </label>
            <input
              id="bet-stake"
              inputMode="numeric"
              autoComplete="off"
              value={stake}
              onChange={(e) => setStake(e.target.value)}
              aria-invalid={stakeProblem ? true : undefined}
              aria-describedby="bet-stake-help"
            />
            <p id="bet-stake-help" className={stakeProblem ? 'bet-error' : 'bet-help'}>
              {stakeProblem ?? t`From ${formatMoney(rule.minAmount)} to ${formatMoney(rule.maxAmount)}.`}
            </p>
          </div>
          <div className="bet-quick" role="group" aria-label={t`Quick stakes`}>
            {QUICK_STAKES.map((n) => (
              <button key={n} type="button" className="btn btn-small" onClick={() => setStake(String(n))}>
                {formatMoney(n)}
              </button>
            ))}
          </div>
          <p className="bet-balance">
            <Trans>Balance: {formatMoney(balance)}</Trans>
          </p>
          <button type="submit" className="btn btn-primary" disabled={!checked.ok || busy}>
            {busy
              ? t`Placing the bet…`
              : checked.ok
                ? t`Bet ${formatMoney(checked.amount)} on ${pickLabel(pick)}`
                : t`Place bet`}
          </button>
          <p className="bet-result" role="status" aria-live="polite">
            {done}
          </p>
          {problem && (
            <p className="bet-error" role="alert">
              {problem}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
