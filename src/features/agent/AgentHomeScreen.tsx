import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { useNavigate } from '../../lib/navigate';
import { call } from '../../api/client';
import { getTeamKpi, listAgentNotices, type TeamKpi } from '../../api/contract/agent';
import { dayIn } from '../../api/contract/zonedTime';
import { paths } from '../../lib/paths';
import { reloadBalance } from '../../stores/balance';
import { state as configState } from '../../stores/config';
import { loadMember, loadUnread } from '../../stores/member';
import { state as sessionState } from '../../stores/session';
import { BackIcon } from '../../ui/icons';
import { AgentCard } from './AgentCard';
import { AgentGrid } from './AgentGrid';
import './agent.css';
import './catalog';

const DEFAULT_TIME_ZONE = 'Asia/Manila';

/**
 * Agent home (`/m/agent`; spec 02 §2): the greeting, the agent's name and total balance with deposit and withdraw,
 * today's four team counters (the merchant's day) and the navigation grid of the white-label menu. The guard sends
 * guests and types 0, 4 and 40 home; the header is hidden here, so the screen has its own back control.
 */
export default function AgentHomeScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const config = useSnapshot(configState).config;
  const token = useSnapshot(sessionState).info?.token;
  const timeZone = config?.timeZone ?? DEFAULT_TIME_ZONE;
  const [kpi, setKpi] = useState<TeamKpi>();
  const [kpiFailed, setKpiFailed] = useState(false);
  const [notices, setNotices] = useState(0);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!token) return;
    void loadMember();
    void loadUnread();
    void reloadBalance();
    const controller = new AbortController();
    const today = dayIn(Date.now(), timeZone);
    setKpiFailed(false);
    call(getTeamKpi, {
      query: { startDate: today, endDate: today, size: 0 },
      signal: controller.signal,
    }).then(
      (answer) => setKpi(answer.footer),
      () => {
        if (!controller.signal.aborted) setKpiFailed(true);
      },
    );
    call(listAgentNotices, { signal: controller.signal }).then(
      (answer) => setNotices(answer.footer.unreadCount),
      () => undefined,
    );
    return () => controller.abort();
  }, [token, timeZone, attempt]);

  const counters: { key: keyof TeamKpi; label: string }[] = [
    { key: 'teamLoginMemberCount', label: t`Logged in today` },
    { key: 'teamBetMemberCount', label: t`Betting today` },
    { key: 'teamRegisterMemberCount', label: t`Registered today` },
    { key: 'teamOnlineCount', label: t`Online now` },
  ];

  return (
    <section className="agent-home" aria-labelledby="agent-title">
      <div className="screen-bar">
        <button
          type="button"
          className="icon-btn"
          aria-label={t`Back to home`}
          onClick={() => navigate(paths.home, { replace: true })}
        >
          <BackIcon />
        </button>
        <h1 id="agent-title">
          <Trans>Agent centre</Trans>
        </h1>
      </div>

      <AgentCard />

      <h2 className="agent-section-title">
        <Trans>Your team today</Trans>
      </h2>
      {kpiFailed ? (
        <div className="agent-state" role="alert">
          <p>
            <Trans>Today's figures could not be loaded.</Trans>
          </p>
          <button type="button" className="btn" onClick={() => setAttempt((n) => n + 1)}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : (
        <dl className="agent-counters" aria-busy={!kpi}>
          {counters.map((c) => (
            <div key={c.key} className="agent-counter" data-kpi={c.key}>
              <dt>{c.label}</dt>
              <dd>{kpi ? kpi[c.key] : '–'}</dd>
            </div>
          ))}
        </dl>
      )}

      <AgentGrid notices={notices} />
    </section>
  );
}
