import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { useSearch } from '../../hooks/address';
import { useNavigate } from '../../lib/navigate';
import { getVnNumero, listRecentVnLottery } from '../../api/contract/lottery';
import { formatMatchTime } from '../../lib/format';
import { prizeModeOf } from '../../lib/launch';
import { launchGame } from '../../lib/paths';
import { actionTarget } from '../../stores/actionGuard';
import { state as configState } from '../../stores/config';
import { state as languageState } from '../../stores/language';
import { state as sessionState } from '../../stores/session';
import { useCached } from '../../stores/useCached';
import { LotteryBetPanel } from './LotteryBetPanel';
import { MyLotteryBets } from './MyLotteryBets';
import { useLotteryIssue } from './useLotteryIssue';
import './games.css';
import '../../i18n/games';

function Numbers({ numbers }: { numbers: readonly string[] }) {
  return (
    <span className="draw-numbers">
      {numbers.map((n, i) => (
        <span key={i}>{n}</span>
      ))}
    </span>
  );
}

/**
 * /m/startLottery?code=: a lottery's open issue, next draw, last result and recent draws (VN lotteries), with a play
 * button; on a five-digit lottery, the big/small bet form and the member's bets (docs/lottery-bets.md).
 */
export default function StartLotteryScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const code = new URLSearchParams(useSearch()).get('code') ?? undefined;
  const language = useSnapshot(languageState).language;
  const elott = useSnapshot(configState).config?.elott ?? [];
  const board = useCached(getVnNumero, { gameCode: code, language }).data?.list ?? [];
  const draws = useCached(listRecentVnLottery, { gameCode: code, size: 10, language }).data?.list ?? [];
  const current = board[0];
  const loggedIn = Boolean(useSnapshot(sessionState).info?.token);
  const { issue, reload } = useLotteryIssue(code);
  const [placed, setPlaced] = useState(0);
  const vn = current !== undefined;
  return (
    <section className="game-list" aria-labelledby="start-lottery-title">
      <h1 id="start-lottery-title" className="game-list-title">
        {current?.gameName ?? issue?.gameName ?? t`Lottery`}
      </h1>
      {!vn && issue && (
        <div className="lobby-card" style={{ flexDirection: 'column', alignItems: 'stretch' }}>
          <span>
            <Trans>Open issue</Trans>: <strong>{issue.issueNo}</strong>
          </span>
          <span>
            <Trans>Next draw</Trans>: <time dateTime={issue.drawTime}>{formatMatchTime(issue.drawTime)}</time>
          </span>
          <span className="lobby-card-meta">
            <Trans>Last result</Trans> · {issue.lastDraw.issueNo}
          </span>
          <Numbers numbers={issue.lastDraw.numbers} />
        </div>
      )}
      {issue?.bigSmall && (
        <LotteryBetPanel
          issue={issue}
          loggedIn={loggedIn}
          onClosed={reload}
          onPlaced={() => setPlaced((n) => n + 1)}
        />
      )}
      {issue?.bigSmall && loggedIn && <MyLotteryBets gameCode={issue.gameCode} refresh={placed} />}
      {current && (
        <div className="lobby-card" style={{ flexDirection: 'column', alignItems: 'stretch' }}>
          <span>
            <Trans>Open issue</Trans>: <strong>{current.currentIssue}</strong>
          </span>
          <span>
            <Trans>Next draw</Trans>:{' '}
            <time dateTime={current.nextDrawTime}>{formatMatchTime(current.nextDrawTime)}</time>
          </span>
          {current.lastDraw && <Numbers numbers={current.lastDraw.numbers} />}
        </div>
      )}
      <button
        type="button"
        className={issue?.bigSmall ? 'btn' : 'btn btn-primary'}
        onClick={() => navigate(actionTarget('launch', launchGame({ prizeMode: prizeModeOf(elott), code })))}
      >
        <Trans>Play</Trans>
      </button>
      {vn && (
        <h2 className="section-title">
          <Trans>Recent draws</Trans>
        </h2>
      )}
      {!vn ? null : draws.length === 0 ? (
        <p className="empty-state">
          <Trans>No draws yet.</Trans>
        </p>
      ) : (
        <ul className="lobby-list">
          {draws.map((d) => (
            <li
              key={`${d.gameCode}-${d.issueNo}`}
              className="lobby-card"
              style={{ flexDirection: 'column', alignItems: 'stretch' }}
            >
              <span className="lobby-card-meta">
                {d.gameName} · {d.issueNo} · <time dateTime={d.drawTime}>{formatMatchTime(d.drawTime)}</time>
              </span>
              <Numbers numbers={d.numbers} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
