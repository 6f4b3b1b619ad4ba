import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { useNavigate } from '../../lib/navigate';
import { call } from '../../api/client';
import { getTeamKpi, listAgentNotices, type TeamKpi } from '../../api/contract/agent';
import { dayIn } from '../../api/contract/zonedTime';
import { dayPartOf } from '../../lib/greeting';
import { formatMoney } from '../../lib/money';
import { paths } from '../../lib/paths';
import { reloadBalance } from '../../stores/balance';
import { state as configState } from '../../stores/config';
import { loadMember, loadUnread, state as memberState } from '../../stores/member';
import { state as sessionState } from '../../stores/session';
import { balanceVisible, state as walletState, toggleHidden } from '../../stores/wallet';
import { BackIcon, EyeIcon } from '../../ui/icons';
import { gridItems, type GridId } from './agentGrid';
import { GridIcon } from './GridIcon';
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
  const session = useSnapshot(sessionState);
  const member = useSnapshot(memberState);
  const wallet = useSnapshot(walletState);
  const token = session.info?.token;
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

  const part = dayPartOf(new Date().getHours());
  const greeting = {
    morning: t`Good morning`,
    // English says "Good afternoon" from noon on; Tagalog tells midday (tanghali) from afternoon (hapon).
    earlyAfternoon: t({ message: 'Good afternoon', context: 'midday' }),
    lateAfternoon: t({ message: 'Good afternoon', context: 'afternoon' }),
    evening: t`Good evening`,
  }[part];
  const labels: Record<GridId, string> = {
    teamOverview: t`Team overview`,
    accountRecord: t`Account record`,
    memberTeam: t`Member team`,
    redRain: t`Red rain`,
    teamPnl: t`Team profit and loss`,
    teamBetting: t`Team betting`,
    agentRebate: t`Agent rebate`,
    teamRebate: t`Team rebate`,
    security: t`Security centre`,
    mail: t`Messages`,
    service: t`Online service`,
    openAccount: t`Open account`,
    dividend: t`Agent dividend`,
    agentNotices: t`Agent notices`,
  };
  const badges: Partial<Record<GridId, number>> = { mail: member.unread, agentNotices: notices };
  const items = gridItems(config?.agentMenu ?? {}, { DIVIDEND: config?.flags.DIVIDEND === true });
  // Without a session (it ended on another tab), the grid does nothing (spec 02 §2).
  const go = (to: string) => {
    if (sessionState.info?.token) navigate(to);
  };
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

      <nav className="agent-grid" aria-label={t`Agent tools`}>
        <ul>
          {items.map((item) => {
            const badge = badges[item.id] ?? 0;
            return (
              <li key={item.id}>
                <a
                  href={item.to}
                  data-grid={item.id}
                  onClick={(e) => {
                    e.preventDefault();
                    go(item.to);
                  }}
                >
                  <GridIcon id={item.id} />
                  <span>{labels[item.id]}</span>
                  {badge > 0 && (
                    <span className="agent-badge" aria-label={t`${badge} unread`}>
                      {badge > 99 ? '99+' : badge}
                    </span>
                  )}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
    </section>
  );
}
