/**
 * Every route of the app, written once (DECISIONS.md "Where shared code lives"): the contract's own table, so the
 * app (src/lib/paths.ts, with the builders), the server's drawing of first screens (./boot.ts), the server and the
 * scripts read the same paths. No other file spells `/m/...` by hand.
 */
/**
 * Paths the app serves that are not screens: the merchant's icons (the manifest's, the home-screen icon) and the image
 * CDN's pictures. Written here, with the routes, so nothing else spells them.
 */
export const assetPaths = {
  icons: '/m/icons/',
  cdn: '/cdn/',
} as const;

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
