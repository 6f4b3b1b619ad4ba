import {
  array,
  boolean,
  defaulted,
  enums,
  integer,
  nullable,
  object,
  optional,
  pattern,
  size,
  string,
  type,
} from 'superstruct';
import { Amount } from './amount';
import { endpoint } from './endpoint';
import { queryInt, RowId } from './query';

// The agent area (`/m/agent` and behind its grid; issue 13, docs/agents.md). Every figure is computed by the server
// from the downline's real accounts, sign-ins, bets and ledger, over days of the merchant's time zone.

/** A calendar day of the merchant, `YYYY-MM-DD`. */
export const Day = pattern(string(), /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);

/** Spec 02 §3 "Team KPI footer". */
export const TeamKpi = object({
  teamLoginMemberCount: integer(),
  teamBetMemberCount: integer(),
  teamRegisterMemberCount: integer(),
  teamOnlineCount: integer(),
});
export type TeamKpi = typeof TeamKpi.TYPE;

/** One day of the period (the list; `size` 0 asks for the footer alone, as agent home does). */
export const TeamKpiDay = object({
  day: Day,
  logins: integer(),
  bettors: integer(),
  registrations: integer(),
});

export const getTeamKpi = endpoint({
  method: 'GET',
  path: '/wps/agent/team/kpi',
  access: 'member',
  query: type({
    startDate: Day,
    endDate: Day,
    size: defaulted(queryInt(0, 92), 0),
  }),
  body: null,
  answer: object({ list: array(TeamKpiDay), footer: TeamKpi }),
});

/** An agent announcement (type A) and whether this member has read it. */
export const AgentNotice = object({
  id: integer(),
  title: size(string(), 0, 200),
  /** Server HTML, shown only through the sanitising component. */
  content: size(string(), 0, 20_000),
  startDate: string(),
  read: boolean(),
});
export type AgentNotice = typeof AgentNotice.TYPE;

export const listAgentNotices = endpoint({
  method: 'GET',
  path: '/wps/agent/notices',
  access: 'member',
  query: null,
  body: null,
  answer: object({ list: array(AgentNotice), footer: object({ unreadCount: integer() }) }),
});

export const readAgentNotice = endpoint({
  method: 'POST',
  path: '/wps/agent/notices/read',
  access: 'member',
  query: null,
  body: object({ id: RowId }),
  answer: object({ unreadCount: integer() }),
});

/**
 * Open account (`/m/agentRegister`): an agent creates a member directly below itself. The merchant's register
 * rules apply to the user name, password and nickname; the new member sets a password of its own at first sign-in
 * (the first-password screen). Field failures answer 400 with the field's code and `value: { field }`.
 */
export const openDownlineAccount = endpoint({
  method: 'PUT',
  path: '/wps/agent/register',
  access: 'member',
  query: null,
  body: object({
    username: size(string(), 1, 64),
    password: size(string(), 1, 128),
    confirmPassword: size(string(), 1, 128),
    nickname: optional(size(string(), 0, 64)),
  }),
  answer: object({ userName: string() }),
  encrypted: true,
});

const Page = {
  pageNo: defaulted(queryInt(1, 100_000), 1),
  pageSize: defaulted(queryInt(1, 50), 20),
};
const Period = { startDate: Day, endDate: Day };
/** A user name to narrow a report to (part of it, any case); empty means everyone. */
const UserFilter = { username: defaulted(size(string(), 0, 64), '') };

/** Team overview (`/m/agent/team/overview`): the team's size and its money over a period. Amounts in pesos. */
export const TeamOverview = object({
  teamSize: integer(),
  directMembers: integer(),
  agents: integer(),
  newMembers: integer(),
  bettors: integer(),
  depositCount: integer(),
  depositTotal: Amount,
  withdrawCount: integer(),
  withdrawTotal: Amount,
  betTotal: Amount,
  winTotal: Amount,
  /** Wins less bets: the team's result (negative when the team lost). */
  result: Amount,
  /** What the team holds now. */
  balanceTotal: Amount,
});
export type TeamOverview = typeof TeamOverview.TYPE;

export const getTeamOverview = endpoint({
  method: 'GET',
  path: '/wps/agent/team/overview',
  access: 'member',
  query: type(Period),
  body: null,
  answer: TeamOverview,
});

/** One member of the team (`/m/member/team`). */
export const TeamMember = object({
  id: integer(),
  username: string(),
  nickname: string(),
  isAgent: boolean(),
  /** Directly below the viewing agent (else deeper in the team). */
  direct: boolean(),
  regDate: string(),
  lastLoginAt: nullable(string()),
  balance: Amount,
  /** Members below this one (agents); 0 for members. */
  teamSize: integer(),
});
export type TeamMember = typeof TeamMember.TYPE;

export const listTeamMembers = endpoint({
  method: 'GET',
  path: '/wps/agent/team/members',
  access: 'member',
  query: type({ ...Page, ...UserFilter, scope: defaulted(enums(['direct', 'all']), 'direct') }),
  body: null,
  answer: object({ list: array(TeamMember), pageNum: integer(), totalPages: integer(), total: integer() }),
});

/** Team profit and loss (`/m/agent/team/pnl`): each member's bets and wins over a period. */
export const TeamPnlRow = object({
  username: string(),
  bets: integer(),
  betAmount: Amount,
  winAmount: Amount,
  result: Amount,
});
export const TeamTotals = object({ bets: integer(), betAmount: Amount, winAmount: Amount, result: Amount });

export const getTeamPnl = endpoint({
  method: 'GET',
  path: '/wps/agent/team/pnl',
  access: 'member',
  query: type({ ...Period, ...Page, ...UserFilter }),
  body: null,
  answer: object({ list: array(TeamPnlRow), totals: TeamTotals, pageNum: integer(), totalPages: integer() }),
});

/** Team betting (`/m/teamBetting`): the team's bet records over a period, newest first. */
export const TeamBet = object({
  id: integer(),
  username: string(),
  gameName: string(),
  gameType: string(),
  bet: Amount,
  win: Amount,
  createdAt: string(),
});

export const listTeamBets = endpoint({
  method: 'GET',
  path: '/wps/agent/team/bets',
  access: 'member',
  query: type({ ...Period, ...Page, ...UserFilter }),
  body: null,
  answer: object({ list: array(TeamBet), totals: TeamTotals, pageNum: integer(), totalPages: integer() }),
});

/** A red-rain window today (docs/agents.md "Red rain"). Amounts in pesos. */
export const RedRainWindow = object({
  id: string(),
  name: string(),
  start: string(),
  end: string(),
  status: enums(['upcoming', 'open', 'ended']),
  minAmount: Amount,
  maxAmount: Amount,
  /** What the window's budget still holds. */
  remaining: Amount,
  /** This member's grab in the window, if any. */
  claimed: nullable(Amount),
});
export type RedRainWindow = typeof RedRainWindow.TYPE;

/** Today's windows (the merchant's day) and whether this member may grab: one who has bet today. */
export const getRedRain = endpoint({
  method: 'GET',
  path: '/wps/redrain',
  access: 'member',
  query: null,
  body: null,
  answer: object({ windows: array(RedRainWindow), eligible: boolean(), serverTime: string() }),
});

/** Grabs once in the open window: a random amount within its range and what is left of its budget. */
export const grabRedRain = endpoint({
  method: 'POST',
  path: '/wps/redrain/grab',
  access: 'member',
  query: null,
  body: object({ id: size(string(), 1, 40) }),
  answer: object({ amount: Amount, balance: Amount }),
  idempotent: true,
});

/** The agent rebate (`/m/member/agent/agentRebeat`): each whole day's team bets, tier rate and rebate paid. */
export const getAgentRebate = endpoint({
  method: 'GET',
  path: '/wps/agent/rebate',
  access: 'member',
  query: type(Period),
  body: null,
  answer: object({
    list: array(object({ day: Day, teamBets: Amount, rate: integer(), amount: Amount })),
    total: Amount,
    teamBets: Amount,
    tiers: array(object({ minTeamBets: Amount, ratePerMille: integer() })),
  }),
});

/** The team rebate (`/m/member/teamRebate`): each member's bets in the period's whole days and share of the rebate. */
export const getTeamRebate = endpoint({
  method: 'GET',
  path: '/wps/agent/rebate/team',
  access: 'member',
  query: type({ ...Period, ...Page }),
  body: null,
  answer: object({
    list: array(object({ username: string(), bets: Amount, share: Amount })),
    rebateTotal: Amount,
    pageNum: integer(),
    totalPages: integer(),
  }),
});

/** The agent dividend (`/m/member/agent/agentDivident`, DIVIDEND flag): the dividend contract payouts received. */
export const getAgentDividends = endpoint({
  method: 'GET',
  path: '/wps/agent/dividends',
  access: 'member',
  query: type(Period),
  body: null,
  answer: object({
    list: array(
      object({
        periodKey: string(),
        period: string(),
        upline: string(),
        rate: integer(),
        bets: Amount,
        wins: Amount,
        amount: Amount,
        paidAt: string(),
      }),
    ),
    total: Amount,
  }),
});
