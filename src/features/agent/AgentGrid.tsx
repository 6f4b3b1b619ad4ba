import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { state as configState } from '../../stores/config';
import { state as memberState } from '../../stores/member';
import { gridItems, type GridId } from './agentGrid';
import { useAgentGo } from './agentGo';
import { GridIcon } from './GridIcon';

/**
 * Agent home's navigation grid (spec 02 §2): the white-label agent menu's entries (the dividend one only where the
 * merchant's DIVIDEND flag is on), with the unread counts of the messages and the agent notices.
 */
export function AgentGrid({ notices }: { notices: number }) {
  const { t } = useLingui();
  const go = useAgentGo();
  const config = useSnapshot(configState).config;
  const unread = useSnapshot(memberState).unread;
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
  const badges: Partial<Record<GridId, number>> = { mail: unread, agentNotices: notices };
  const items = gridItems(config?.agentMenu ?? {}, { DIVIDEND: config?.flags.DIVIDEND === true });
  return (
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
  );
}
