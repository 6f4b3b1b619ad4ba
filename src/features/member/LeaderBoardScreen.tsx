import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { call } from '../../api/client';
import { getMissionBoard, type Mission } from '../../api/contract/missions';
import { promotionDate } from '../../lib/promotionPeriod';
import { state as configState } from '../../stores/config';
import { formatMoney } from '../../lib/money';
import { reloadBalance } from '../../stores/balance';
import './member.css';
import './catalog';

/**
 * The mission leaderboard (`/m/leaderBoard`): each mission's bet target and reward, the member's progress and rank,
 * whether the reward was paid, and the ranking by valid bets.
 */
export default function LeaderBoardScreen() {
  const { t } = useLingui();
  const [missions, setMissions] = useState<Mission[]>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const timeZone = useSnapshot(configState).config?.timeZone;

  useEffect(() => {
    const controller = new AbortController();
    setFailed(false);
    call(getMissionBoard, { signal: controller.signal }).then(
      (answer) => {
        setMissions(answer.missions);
        // Reading a board pays met targets: the balance may have grown.
        void reloadBalance();
      },
      () => !controller.signal.aborted && setFailed(true),
    );
    return () => controller.abort();
  }, [attempt]);

  if (failed)
    return (
      <section className="mine records-state" role="alert">
        <p>
          <Trans>The missions could not be loaded.</Trans>
        </p>
        <button type="button" className="btn" onClick={() => setAttempt((n) => n + 1)}>
          <Trans>Try again</Trans>
        </button>
      </section>
    );
  if (!missions)
    return (
      <p className="mine records-state" role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  if (missions.length === 0)
    return (
      <p className="mine records-state records-empty">
        <Trans>No missions are running now.</Trans>
      </p>
    );

  return (
    <section className="mine missions" aria-label={t`Missions`}>
      {missions.map((m) => (
        <article key={m.id} className="vip-card mission" data-mission={m.id}>
          <p className="mission-title">
            <strong>{m.name}</strong> · {m.title}
          </p>
          <p className="money-hint">
            {m.to ? (
              <Trans>
                {promotionDate(m.from, timeZone)} to {promotionDate(m.to, timeZone)}
              </Trans>
            ) : (
              <Trans>From {promotionDate(m.from, timeZone)}</Trans>
            )}
          </p>
          <p>
            <Trans>
              Bet {formatMoney(m.target)} to win {formatMoney(m.reward)}
            </Trans>
          </p>
          <progress
            className="vip-progress"
            max={1}
            value={Math.min(1, m.me.validBets / m.target)}
            aria-label={t`Your progress`}
          />
          <p data-mission-me={m.me.paid ? 'paid' : 'open'}>
            {m.me.paid ? (
              <Trans>Target met: {formatMoney(m.reward)} paid to your balance.</Trans>
            ) : (
              <Trans>
                Your valid bets: {formatMoney(m.me.validBets)} of {formatMoney(m.target)}
              </Trans>
            )}
          </p>
          {m.board.length > 0 && (
            <table className="vip-table">
              <caption>
                <Trans>Ranking</Trans>
              </caption>
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">
                    <Trans>Player</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Valid bets</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {m.board.map((r) => (
                  <tr key={r.rank} aria-current={r.me ? 'true' : undefined}>
                    <td>{r.rank}</td>
                    <td>{r.account}</td>
                    <td>{formatMoney(r.validBets)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </article>
      ))}
    </section>
  );
}
