import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { useNavigate } from '../../lib/navigate';
import { Link } from '../../ui/Link';
import { listLotteries, type PrizeMode } from '../../api/contract/lottery';
import { prizeModeOf } from '../../lib/launch';
import { launchGame, paths, startLottery } from '../../lib/paths';
import { actionTarget } from '../../stores/actionGuard';
import { state as configState } from '../../stores/config';
import { state as languageState } from '../../stores/language';
import { useCached } from '../../stores/useCached';
import { LazyImage } from '../../ui/LazyImage';
import { LobbyList } from './LobbyList';

/** /m/lottery: the lotteries of the merchant's prize mode (or the other), each with its draws and a play button. */
export default function LotteryScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const config = useSnapshot(configState).config;
  const language = useSnapshot(languageState).language;
  const merchantMode = prizeModeOf(config?.elott ?? []);
  const [mode, setMode] = useState<PrizeMode>(merchantMode);
  const { data, loading } = useCached(listLotteries, { prizeMode: mode, language });
  const modes: { mode: PrizeMode; label: string }[] = [
    { mode: 'Lott', label: t`Lottery` },
    { mode: 'Elott', label: t`E-lottery` },
  ];
  return (
    <LobbyList
      titleId="lottery-title"
      title={<Trans>Lottery</Trans>}
      loading={loading}
      items={data?.list ?? []}
      keyOf={(l) => l.gameCode}
      itemClassName="lobby-card"
      renderItem={(l) => (
        <>
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
        </>
      )}
      footer={
        <Link className="btn" href={paths.moreLottery}>
          <Trans>More lotteries</Trans>
        </Link>
      }
    >
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
    </LobbyList>
  );
}
