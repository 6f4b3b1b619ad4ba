import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { useNavigate } from '../../lib/navigate';
import { getLotteryMenu } from '../../api/contract/lottery';
import { launchGame } from '../../lib/paths';
import { actionTarget } from '../../stores/actionGuard';
import { state as languageState } from '../../stores/language';
import { useCached } from '../../stores/useCached';
import { LobbyCardText } from './LobbyCardText';
import { LobbyList } from './LobbyList';

/** /m/moreLottery: every lottery provider and the prize modes it offers; each mode opens that provider's lobby. */
export default function MoreLotteryScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const language = useSnapshot(languageState).language;
  const { data, loading } = useCached(getLotteryMenu, { language });
  const modeLabel = (m: string) => (m === 'Elott' ? t`E-lottery` : m === 'ZY' ? t`ZY` : t`Lottery`);
  return (
    <LobbyList
      titleId="more-lottery-title"
      title={<Trans>More lotteries</Trans>}
      loading={loading}
      items={data?.list ?? []}
      keyOf={(v) => v.vassalage}
      itemClassName="lobby-card"
      renderItem={(v) => (
        <>
          <LobbyCardText name={v.vendorName} meta={<Trans>{v.gameCount} games</Trans>} grow />
          {v.prizeModes.map((m) => (
            <button
              key={m}
              type="button"
              className="btn"
              onClick={() =>
                navigate(
                  actionTarget(
                    'launch',
                    launchGame({ prizeMode: m, code: v.lobbyCode, vendor: v.vassalage }),
                  ),
                )
              }
            >
              {modeLabel(m)}
            </button>
          ))}
        </>
      )}
    />
  );
}
