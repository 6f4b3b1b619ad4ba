import type { AgentMenu } from '../../api/contract/config';
import { memberNotice, paths, transactionRecord } from '../../lib/paths';

/** The agent home grid (spec 02 §2 "Agent home"): every target, in the spec's order. */
export type GridId =
  | 'teamOverview'
  | 'accountRecord'
  | 'memberTeam'
  | 'redRain'
  | 'teamPnl'
  | 'teamBetting'
  | 'agentRebate'
  | 'teamRebate'
  | 'security'
  | 'mail'
  | 'service'
  | 'openAccount'
  | 'dividend'
  | 'agentNotices';

export interface GridItem {
  id: GridId;
  /** An app route, or `service` for the customer-service screen. */
  to: string;
  /** The white-label menu key that switches it; none: always shown (subject to `flag`). */
  menu?: keyof AgentMenu;
  /** A feature flag it also needs. */
  flag?: 'DIVIDEND';
}

const ITEMS: readonly GridItem[] = [
  { id: 'teamOverview', to: paths.agentTeamOverview, menu: 'TEAM_OVERVIEW' },
  { id: 'accountRecord', to: transactionRecord('A'), menu: 'TRANSACTION_RECORD' },
  { id: 'memberTeam', to: paths.memberTeam, menu: 'MEMBER_TEAM' },
  { id: 'redRain', to: paths.redRain, menu: 'RED_RAIN' },
  { id: 'teamPnl', to: paths.agentTeamPnl, menu: 'TEAM_PNL' },
  { id: 'teamBetting', to: paths.teamBetting, menu: 'TEAM_BETTING' },
  { id: 'agentRebate', to: paths.agentRebate, menu: 'AGENT_REBATE' },
  { id: 'teamRebate', to: paths.teamRebate, menu: 'TEAM_REBATE' },
  { id: 'security', to: paths.securityCenter, menu: 'SECURITY_CENTER' },
  { id: 'mail', to: paths.webEmail, menu: 'WEB_EMAIL' },
  { id: 'service', to: paths.service },
  { id: 'openAccount', to: paths.agentRegister },
  { id: 'dividend', to: paths.agentDividend, flag: 'DIVIDEND' },
  { id: 'agentNotices', to: memberNotice('A') },
];

/** The items this merchant shows: a menu item only when its white-label menu enables it; service always. */
export function gridItems(menu: Partial<AgentMenu>, flags: { DIVIDEND?: boolean }): GridItem[] {
  return ITEMS.filter(
    (i) => (i.menu === undefined || menu[i.menu] === true) && (i.flag === undefined || flags[i.flag]),
  );
}
