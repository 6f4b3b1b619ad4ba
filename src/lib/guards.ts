import { isAgentType, isTrialType } from '../api/contract/memberTypes';
import { paths, resolvePath, type RoutePath } from './paths';

/**
 * The guard table of DECISIONS.md ("Guards, in one table") as data and pure functions. It lives in lib, not in the
 * shell, because the stores (actionGuard) and the shell (GuardedRoute, useGuardedNavigate) both apply it.
 */

/** The member-centre menu destinations of spec 01 §2: each needs a session, and trial members are refused. */
export const MEMBER_ENTRIES: readonly RoutePath[] = [
  paths.voucherCenter,
  paths.withdraw,
  paths.inviteFriends,
  paths.securityCenter,
  paths.agent,
  paths.vouReport,
  paths.withdrawReport,
  paths.transactionRecord,
  paths.gameRecord,
  paths.profitandloss,
  paths.upLineTransfer,
  paths.rewardCenter,
  paths.manualRebate,
  paths.leaderBoard,
  paths.rebateReport,
  paths.webEmail,
  // The message centre's other address: a guest is asked to log in, never shown a failed load (issue 40).
  paths.message,
  paths.feedback,
  paths.benefits,
];
const MEMBER_ENTRY_SET = new Set<string>(MEMBER_ENTRIES);

/**
 * The agent area (docs/agents.md): agent home and everything behind its grid that only an agent has, guarded like
 * `/m/agent` (guests and types 0, 4 and 40 go home). Red rain is for every member with a session, and the account
 * record, security centre, messages and service keep their own rules.
 */
export const AGENT_AREA: readonly RoutePath[] = [
  paths.agent,
  paths.agentTeamOverview,
  paths.agentTeamPnl,
  paths.memberTeam,
  paths.teamBetting,
  paths.agentRebate,
  paths.teamRebate,
  paths.agentDividend,
  paths.agentRegister,
  paths.salaryContract,
  paths.dividendContract,
  paths.hourContract,
  paths.memberNotice,
];
const AGENT_AREA_SET = new Set<string>(AGENT_AREA);

/** What the guard needs to know about the visitor. */
export interface GuardContext {
  loggedIn: boolean;
  /** The session's member type; undefined for a guest. */
  memberType?: number | undefined;
  /** Whether the merchant's REFERRAL promo is enabled. */
  referralEnabled: boolean;
}

/** How long the guard's messages stay (spec 01 §5, §9). */
export const GUARD_MESSAGE_MS = 2000;

/** What the shell does for a navigation (DECISIONS.md "Guards, in one table"). */
export type GuardResult =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: RoutePath }
  | { kind: 'loginDialog' }
  | { kind: 'login'; to: RoutePath }
  | { kind: 'message'; message: 'freeReject' | 'contactService'; durationMs: number };

/** Places that are actions, not routes, with a guard of their own (spec 02 §2, §6). */
export type GuardedAction = 'launch' | 'favourite' | 'favouritesTab';

/** The guard for an action: guests go to `/m/login` to launch or use favourites (spec 02 §6). */
export function guardForAction(_action: GuardedAction, ctx: GuardContext): GuardResult {
  return ctx.loggedIn ? { kind: 'allow' } : { kind: 'login', to: paths.login };
}

/** The guard for a navigation to a path (aliases resolved here). Unknown paths are allowed (not-found screen). */
export function guardFor(pathname: string, ctx: GuardContext): GuardResult {
  const path = resolvePath(pathname.split('?')[0] ?? pathname);
  if (!path) return { kind: 'allow' };
  if (path === paths.changePsw || path === paths.set || path === paths.firstPassword) {
    return ctx.loggedIn ? { kind: 'allow' } : { kind: 'redirect', to: paths.home };
  }
  if (AGENT_AREA_SET.has(path)) {
    const agent = ctx.loggedIn && ctx.memberType !== undefined && isAgentType(ctx.memberType);
    return agent ? { kind: 'allow' } : { kind: 'redirect', to: paths.home };
  }
  if (path === paths.launchGame) return guardForAction('launch', ctx);
  // Red rain is for members with a session, like the member-centre entries (docs/agents.md "Red rain").
  if (MEMBER_ENTRY_SET.has(path) || path === paths.redRain) {
    if (!ctx.loggedIn) return { kind: 'loginDialog' };
    if (ctx.memberType !== undefined && isTrialType(ctx.memberType)) {
      return { kind: 'message', message: 'freeReject', durationMs: GUARD_MESSAGE_MS };
    }
    if (path === paths.inviteFriends && !ctx.referralEnabled) {
      return { kind: 'message', message: 'contactService', durationMs: GUARD_MESSAGE_MS };
    }
  }
  return { kind: 'allow' };
}
