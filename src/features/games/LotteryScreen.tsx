import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { listLotteries, type PrizeMode } from '../../api/contract/lottery';
import { prizeModeOf } from '../../lib/launch';
import { launchGame, paths, startLottery } from '../../lib/paths';
import { actionTarget } from '../../stores/actionGuard';
import { state as configState } from '../../stores/config';
import { state as languageState } from '../../stores/language';
import { useCached } from '../../stores/useCached';
import { LazyImage } from '../../ui/LazyImage';
import './games.css';
import '../../i18n/games';

/** /m/lottery: the lotteries of the merchant's prize mode (or the other), each with its draws and a play button. */
export default function LotteryScreen() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const config = useSnapshot(configState).config;
  const language = useSnapshot(languageState).language;
  const merchantMode = prizeModeOf(config?.elott ?? []);
  const [mode, setMode] = useState<PrizeMode>(merchantMode);
  const { data, loading } = useCached(listLotteries, { prizeMode: mode, language });
  const lotteries = data?.list ?? [];
  const modes: { mode: PrizeMode; label: string }[] = [
    { mode: 'Lott', label: t`Lottery` },
    { mode: 'Elott', label: t`E-lottery` },
  ];
  return (
    <section className="game-list" aria-labelledby="lottery-title">
      <h1 id="lottery-title" className="game-list-title">
        <Trans>Lottery</Trans>
      </h1>
      <div className="game-tabs" role="tablist" aria-label={t`Prize mode`}>
        {modes.map((m) => (
          <button
            key={m.mode}
            type="button"
            role="tab"
            aria-selected={m.mode === mode}
            className={`game-tab${m.mode === mode ? ' active' : ''}`}
            onClick={() => setMode(m.mode)}
          >
            {m.label}
          </button>
        ))}
      </div>
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => navigate(actionTarget('launch', launchGame({ prizeMode: mode })))}
      >
        <Trans>Open the lottery lobby</Trans>
      </button>
      {lotteries.length === 0 && (
        <p className="empty-state" role="status">
          {loading ? <Trans>Loading…</Trans> : <Trans>No games found.</Trans>}
        </p>
      )}
      <ul className="lobby-list">
        {lotteries.map((l) => (
          <li key={l.gameCode} className="lobby-card">
            <LazyImage src={l.iconUrl} alt="" width={48} height={48} />
            <span className="lobby-card-text" style={{ flex: 1 }}>
              <strong>{l.gameName}</strong>
              <Link href={startLottery(l.gameCode)} className="lobby-card-meta">
                <Trans>Results and next draw</Trans>
              </Link>
            </span>
            {l.bigSmall ? (
              <Link className="btn btn-primary" href={startLottery(l.gameCode)}>
                <Trans>Bet</Trans>
              </Link>
            ) : (
              <button
                type="button"
                className="btn"
                onClick={() =>
                  navigate(actionTarget('launch', launchGame({ prizeMode: mode, code: l.gameCode })))
                }
              >
                <Trans>Play</Trans>
              </button>
            )}
          </li>
        ))}
      </ul>
      <Link className="btn" href={paths.moreLottery}>
        <Trans>More lotteries</Trans>
      </Link>
    </section>
  );
}
