import { paths, type RoutePath } from '../lib/paths';

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
