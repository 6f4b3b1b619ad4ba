import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * Every route of the app, written once (DECISIONS.md "Where shared code lives"). The router, the shell and every
 * feature import these; no other file spells `/m/...` by hand. The tables below are data, so the shell and the tests
 * read the same rules: header and bottom-menu visibility, back targets and titles (spec 01 §2), owners and guards
 * (DECISIONS.md).
 */
export const paths = {
  home: '/m/home',
  login: '/m/login',
  register: '/m/register',
  forget: '/m/forget',
  changePsw: '/m/changePsw',
  /** Our path for spec 01's "first password" screen (an agent-opened account sets its own password first). */
  firstPassword: '/m/firstPassword',
  set: '/m/set',
  trail: '/m/trail',
  useragreement: '/m/useragreement',
  maintenance: '/m/maintenance',
  notice: '/m/notice',
  gameList: '/m/gameList',
  gameCenter: '/m/gameCenter',
  slotsCenter: '/m/slotsCenter',
  gameLobby: '/m/gameLobby',
  lottery: '/m/lottery',
  moreLottery: '/m/moreLottery',
  startLottery: '/m/startLottery',
  launchGame: '/m/launchGame',
  mine: '/m/mine',
  memberHome: '/m/member/home',
  voucherCenter: '/m/voucherCenter',
  withdraw: '/m/withdraw',
  inviteFriends: '/m/inviteFriends',
  securityCenter: '/m/securityCenter',
  vouReport: '/m/vouReport',
  withdrawReport: '/m/withdrawReport',
  transactionRecord: '/m/transaction/record',
  gameRecord: '/m/gameRecord',
  profitandloss: '/m/profitandloss',
  upLineTransfer: '/m/upLine/transfer',
  rewardCenter: '/m/rewardCenter',
  manualRebate: '/m/member/manualRebate',
  leaderBoard: '/m/leaderBoard',
  rebateReport: '/m/member/rebateReport',
  webEmail: '/m/webEmail',
  message: '/m/message',
  feedback: '/m/feedback',
  benefits: '/m/member/benefits',
  service: '/m/service',
  memberNotice: '/m/member/notice',
  memberTeam: '/m/member/team',
  teamRebate: '/m/member/teamRebate',
  activity: '/m/activity',
  activityDetail: '/m/activityDetail',
  help: '/m/help',
  helpDetail: '/m/helpDetail',
  agent: '/m/agent',
  agentTeamOverview: '/m/agent/team/overview',
  agentTeamPnl: '/m/agent/team/pnl',
  agentRebate: '/m/member/agent/agentRebeat',
  agentDividend: '/m/member/agent/agentDivident',
  salaryContract: '/m/member/agent/getSalaryContract',
  dividendContract: '/m/member/agent/getDevidendContract',
  hourContract: '/m/member/agent/getHourContract',
  agentRegister: '/m/agentRegister',
  redRain: '/m/redRain',
  teamBetting: '/m/teamBetting',
} as const;

export type RouteName = keyof typeof paths;
export type RoutePath = (typeof paths)[RouteName];

/** Game categories of spec 02 §2 (the popular-games tabs). */
export type GameCategory =
  'HOT' | 'SPORTS' | 'ESPORTS' | 'LIVE' | 'FISH' | 'RNG' | 'PVP' | 'INHOUSE' | 'COCKFIGHT' | 'ELOTT' | 'LOTT';

/** Builds `path?query`, leaving out undefined values; keys keep the order given. */
function withQuery(path: string, query: Record<string, string | number | boolean | undefined>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** `/m/gameList?gameType=...` (optionally one vendor); LOTT has its own screen (spec 02 §2 "Game list"). */
export function gameList(gameType: GameCategory | string, vendor?: string): string {
  return gameType === 'LOTT' ? paths.lottery : withQuery(paths.gameList, { gameType, vendor });
}

/** A vendor lobby screen: the vendors of a game type, each opening its lobby. */
export function gameLobby(gameType: string): string {
  return withQuery(paths.gameLobby, { gameType });
}

/** A lottery's draw screen. */
export function startLottery(code: string): string {
  return withQuery(paths.startLottery, { code });
}

/** A promotion's detail (spec 02 §2 "Promotions"). */
export function activityDetail(id: string | number): string {
  return withQuery(paths.activityDetail, { id });
}

/** The help centre with entry `i` active (spec 02 §2 "Help centre"); entry 0 is the default. */
export function helpDetail(i: number): string {
  return withQuery(paths.helpDetail, { i });
}

/** Notices of a content type, such as the agent announcements (`types=A`). */
export function memberNotice(types: string): string {
  return withQuery(paths.memberNotice, { types });
}

/** The account record, optionally for a content type (`types=A` from the agent grid). */
export function transactionRecord(types?: string): string {
  return withQuery(paths.transactionRecord, { types });
}

/** A lottery launch: `playType=trad&prize_mode=..&code=..&pageBack=home` (spec 02 §2 "Favourites and launch"). */
export interface LotteryLaunch {
  prizeMode: string;
  /** The lottery code; `lobby` when none is chosen. */
  code?: string;
}

/** A vendor game launch: category, vendor, game id and node id (and showChoice for hot matches). */
export interface VendorLaunch {
  category: string;
  vendor: string;
  gameId: string | number;
  nodeId: string | number;
  showChoice?: boolean;
}

/** `/m/launchGame` with the query of a lottery or a vendor launch. */
export function launchGame(launch: LotteryLaunch | VendorLaunch): string {
  if ('prizeMode' in launch) {
    return withQuery(paths.launchGame, {
      playType: 'trad',
      prize_mode: launch.prizeMode,
      code: launch.code ?? 'lobby',
      pageBack: 'home',
    });
  }
  return withQuery(paths.launchGame, {
    category: launch.category,
    vendor: launch.vendor,
    gameId: launch.gameId,
    nodeId: launch.nodeId,
    showChoice: launch.showChoice,
  });
}

/** Paths that lead to another route (spec 01 §2, spec 02 §2); matched after trimming a trailing slash. */
const ALIASES: Readonly<Record<string, RoutePath>> = {
  '': paths.home,
  '/': paths.home,
  '/m': paths.home,
  '/m/index': paths.home,
  '/m/index.html': paths.home,
  '/register.html': paths.register,
  '/m/register.html': paths.register,
  [paths.memberHome]: paths.mine,
};

const KNOWN = new Set<string>(Object.values(paths));

/** The canonical route of a pathname (aliases resolved), or undefined for an unknown path (the not-found screen). */
export function resolvePath(pathname: string): RoutePath | undefined {
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const alias = ALIASES[trimmed] ?? ALIASES[pathname];
  if (alias) return alias;
  return KNOWN.has(trimmed) ? (trimmed as RoutePath) : undefined;
}

/** Every alias, for the router's redirects. */
export function aliases(): ReadonlyArray<readonly [string, RoutePath]> {
  return Object.entries(ALIASES).filter(([from]) => from !== '');
}

/** Which issue fills each screen (DECISIONS.md "Who owns which route"). */
export type RouteOwner =
  'foundation' | 'accounts' | 'homeAndGames' | 'memberAndWallet' | 'promotionsHelpAgents';

const OWNERS: Record<RouteOwner, readonly RoutePath[]> = {
  foundation: [paths.maintenance],
  accounts: [
    paths.login,
    paths.register,
    paths.forget,
    paths.changePsw,
    paths.firstPassword,
    paths.set,
    paths.trail,
    paths.useragreement,
  ],
  homeAndGames: [
    paths.home,
    paths.gameList,
    paths.gameCenter,
    paths.slotsCenter,
    paths.gameLobby,
    paths.lottery,
    paths.moreLottery,
    paths.startLottery,
    paths.launchGame,
    paths.notice,
  ],
  memberAndWallet: [
    paths.mine,
    paths.memberHome,
    paths.voucherCenter,
    paths.withdraw,
    paths.vouReport,
    paths.withdrawReport,
    paths.transactionRecord,
    paths.gameRecord,
    paths.profitandloss,
    paths.webEmail,
    paths.message,
    paths.securityCenter,
    paths.inviteFriends,
    paths.feedback,
    paths.service,
    paths.rewardCenter,
    paths.leaderBoard,
    paths.upLineTransfer,
    paths.manualRebate,
    paths.rebateReport,
    paths.benefits,
    paths.memberNotice,
    paths.memberTeam,
    paths.teamRebate,
  ],
  promotionsHelpAgents: [
    paths.activity,
    paths.activityDetail,
    paths.help,
    paths.helpDetail,
    paths.agent,
    paths.agentTeamOverview,
    paths.agentTeamPnl,
    paths.agentRebate,
    paths.agentDividend,
    paths.salaryContract,
    paths.dividendContract,
    paths.hourContract,
    paths.agentRegister,
    paths.redRain,
    paths.teamBetting,
  ],
};

const OWNER_OF = new Map<string, RouteOwner>(
  (Object.entries(OWNERS) as Array<[RouteOwner, readonly RoutePath[]]>).flatMap(([owner, list]) =>
    list.map((p) => [p, owner] as const),
  ),
);

/** The owner of a route; agent contract screens (`/m/member/agent/*`) belong to promotions, help and agents. */
export function ownerOf(path: RoutePath): RouteOwner {
  return OWNER_OF.get(path) ?? 'foundation';
}

/** Routes without the header (spec 01 §2). The member centre alias resolves to `mine` first. */
const NO_HEADER = new Set<string>([paths.login, paths.register, paths.mine, paths.agent, paths.help]);

/** Routes without the bottom menu (spec 01 §2 "App shell"). */
const NO_BOTTOM_MENU = new Set<string>([
  paths.login,
  paths.register,
  paths.trail,
  paths.launchGame,
  paths.changePsw,
  paths.firstPassword,
  paths.notice,
  paths.activity,
  paths.forget,
  paths.service,
  paths.moreLottery,
  paths.useragreement,
  paths.maintenance,
  paths.agent,
]);

/** Whether the shell shows its header on a (resolved) route. */
export function showsHeader(path: RoutePath): boolean {
  return !NO_HEADER.has(path);
}

/** Whether the shell shows the bottom menu on a (resolved) route. */
export function showsBottomMenu(path: RoutePath): boolean {
  return !NO_BOTTOM_MENU.has(path);
}

/** Routes whose back goes to home (spec 01 §2; the member centre's own back button also goes home, §2). */
const BACK_TO_HOME = new Set<string>([
  paths.login,
  paths.register,
  paths.trail,
  paths.notice,
  paths.forget,
  paths.mine,
]);

/** Where back leads: home, or one step back in history (home when there is no history). */
export type BackTarget = { kind: 'home'; to: RoutePath } | { kind: 'history'; fallback: RoutePath };

/** The back rule of a (resolved) route. */
export function backTarget(path: RoutePath): BackTarget {
  return BACK_TO_HOME.has(path)
    ? { kind: 'home', to: paths.home }
    : { kind: 'history', fallback: paths.home };
}

/** Header titles of spec 01 §2; a route without one shows no title. Home shows the logo instead. */
const TITLES: Partial<Record<RoutePath, MessageDescriptor>> = {
  [paths.activity]: msg`Activity centre`,
  [paths.activityDetail]: msg`Promo detail`,
  [paths.forget]: msg`Forgot password`,
  [paths.trail]: msg`Free trial`,
  [paths.firstPassword]: msg`First password`,
  [paths.notice]: msg`Announcement`,
  [paths.gameCenter]: msg`Game center`,
  [paths.slotsCenter]: msg`RNG`,
  [paths.message]: msg`Messages`,
  [paths.webEmail]: msg`Messages`,
  [paths.set]: msg`Personal settings`,
  [paths.help]: msg`Help center`,
  [paths.helpDetail]: msg`Help center`,
};

/** The header title of a route, as a catalogue message for `i18n._()`. */
export function titleOf(path: RoutePath): MessageDescriptor | undefined {
  return TITLES[path];
}

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
  paths.feedback,
  paths.benefits,
];
const MEMBER_ENTRY_SET = new Set<string>(MEMBER_ENTRIES);

/** Member types that are not agents (spec 01 §6); 4 is the trial member. */
export const NON_AGENT_TYPES: readonly number[] = [0, 4, 40];
export const TRIAL_TYPE = 4;

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
  if (path === paths.agent) {
    const agent = ctx.loggedIn && ctx.memberType !== undefined && !NON_AGENT_TYPES.includes(ctx.memberType);
    return agent ? { kind: 'allow' } : { kind: 'redirect', to: paths.home };
  }
  if (path === paths.launchGame) return guardForAction('launch', ctx);
  if (MEMBER_ENTRY_SET.has(path)) {
    if (!ctx.loggedIn) return { kind: 'loginDialog' };
    if (ctx.memberType === TRIAL_TYPE) {
      return { kind: 'message', message: 'freeReject', durationMs: GUARD_MESSAGE_MS };
    }
    if (path === paths.inviteFriends && !ctx.referralEnabled) {
      return { kind: 'message', message: 'contactService', durationMs: GUARD_MESSAGE_MS };
    }
  }
  return { kind: 'allow' };
}
