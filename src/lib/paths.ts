/**
 * Every route of the app, written once (DECISIONS.md "Where shared code lives"), with its builders and aliases. The
 * router, the shell and every feature import these; no other file spells `/m/...` by hand. The rules about routes
 * live with their users: the guards in lib/guards.ts (stores and shell), the chrome and owners in src/app.
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
  /**
   * The lottery vendor tapped (`vendor=TCG_SEA`), so its own lobby opens; beside the spec's query (docs/games.md
   * "Lottery vendors"): several vendors share a prize mode and `code=lobby`.
   */
  vendor?: string;
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
      vendor: launch.vendor,
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
