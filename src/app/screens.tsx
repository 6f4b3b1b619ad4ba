import type { ComponentType } from 'react';
import { paths, resolvePath, type RoutePath } from '../lib/paths';
import { lazyScreen, type LazyScreen } from './lazyScreen';

/** Each screen's chunk loader, so a cold start can fetch the landing screen's chunk early (`preloadScreen`). */
const loaders = new Map<ComponentType, () => Promise<void>>();

function screen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyScreen<P> {
  const component = lazyScreen(load);
  loaders.set(component as unknown as ComponentType, component.preload);
  return component;
}

const ComingSoon = screen(() => import('./screens/ComingSoon'));
const Maintenance = screen(() => import('./screens/Maintenance'));
const Home = screen(() => import('../features/home/HomeScreen'));
const Notices = screen(() => import('../features/home/NoticeScreen'));
const GameList = screen(() => import('../features/games/GameListScreen'));
const Launch = screen(() => import('../features/games/LaunchScreen'));
const GameCenter = screen(() => import('../features/games/GameCenterScreen'));
const SlotsCenter = screen(() => import('../features/games/SlotsCenterScreen'));
const GameLobby = screen(() => import('../features/games/GameLobbyScreen'));
const Lottery = screen(() => import('../features/games/LotteryScreen'));
const MoreLottery = screen(() => import('../features/games/MoreLotteryScreen'));
const StartLottery = screen(() => import('../features/games/StartLotteryScreen'));
const Login = screen(() => import('../features/auth/LoginScreen'));
const Settings = screen(() => import('../features/auth/SettingsScreen'));
const Trial = screen(() => import('../features/auth/TrialScreen'));
const Register = screen(() => import('../features/auth/RegisterScreen'));
const Forget = screen(() => import('../features/auth/ForgetScreen'));
const ChangePassword = screen(() => import('../features/auth/ChangePasswordScreen'));
const FirstPassword = screen(() => import('../features/auth/FirstPasswordScreen'));
const UserAgreement = screen(() => import('../features/auth/UserAgreementScreen'));
const MemberCentre = screen(() => import('../features/member/MemberCentreScreen'));
const GameRecord = screen(() => import('../features/member/GameRecordScreen'));
const ProfitLoss = screen(() => import('../features/member/ProfitLossScreen'));
const LoadRecord = screen(() => import('../features/member/LoadRecordScreen'));
const WithdrawRecord = screen(() => import('../features/member/WithdrawRecordScreen'));
const AccountRecord = screen(() => import('../features/member/AccountRecordScreen'));
const Messages = screen(() => import('../features/member/MessageCentreScreen'));
const SecurityCentre = screen(() => import('../features/money/SecurityCentreScreen'));
const Feedback = screen(() => import('../features/member/FeedbackScreen'));
const InviteFriends = screen(() => import('../features/member/InviteFriendsScreen'));
const UplineTransfer = screen(() => import('../features/money/UplineTransferScreen'));
const VipBenefits = screen(() => import('../features/member/VipBenefitsScreen'));
const RebateReport = screen(() => import('../features/member/RebateReportScreen'));
const ManualRebate = screen(() => import('../features/money/ManualRebateScreen'));
const RewardCenter = screen(() => import('../features/money/RewardCenterScreen'));
const Service = screen(() => import('../features/member/ServiceScreen'));
const LeaderBoard = screen(() => import('../features/member/LeaderBoardScreen'));
const Promotions = screen(() => import('../features/promotions/PromotionsScreen'));
const ActivityDetail = screen(() => import('../features/promotions/ActivityDetailScreen'));
const Help = screen(() => import('../features/promotions/HelpScreen'));
const AgentHome = screen(() => import('../features/agent/AgentHomeScreen'));
const AgentNotices = screen(() => import('../features/agent/AgentNoticeScreen'));
const AgentRegister = screen(() => import('../features/agent/AgentRegisterScreen'));
const TeamOverview = screen(() => import('../features/agent/TeamOverviewScreen'));
const MemberTeam = screen(() => import('../features/agent/MemberTeamScreen'));
const TeamPnl = screen(() => import('../features/agent/TeamPnlScreen'));
const TeamBetting = screen(() => import('../features/agent/TeamBettingScreen'));
const Contracts = screen(() => import('../features/agent/ContractScreen'));
const RedRain = screen(() => import('../features/agent/RedRainScreen'));
const AgentRebate = screen(() => import('../features/agent/AgentRebateScreen'));
const TeamRebate = screen(() => import('../features/agent/TeamRebateScreen'));
const AgentDividend = screen(() => import('../features/agent/AgentDividendScreen'));
const Deposit = screen(() => import('../features/money/DepositScreen'));
const Withdraw = screen(() => import('../features/money/WithdrawScreen'));

/**
 * The screen of each route. A route whose owner (DECISIONS.md) has not landed yet shows the honest "coming soon"
 * screen, with its guard and chrome already right. Owners add their screens here as they land.
 */
const SCREENS: Partial<Record<RoutePath, ComponentType>> = {
  [paths.maintenance]: Maintenance,
  [paths.home]: Home,
  [paths.notice]: Notices,
  [paths.gameList]: GameList,
  [paths.launchGame]: Launch,
  [paths.gameCenter]: GameCenter,
  [paths.slotsCenter]: SlotsCenter,
  [paths.gameLobby]: GameLobby,
  [paths.lottery]: Lottery,
  [paths.moreLottery]: MoreLottery,
  [paths.startLottery]: StartLottery,
  [paths.login]: Login,
  [paths.set]: Settings,
  [paths.trail]: Trial,
  [paths.register]: Register,
  [paths.forget]: Forget,
  [paths.changePsw]: ChangePassword,
  [paths.firstPassword]: FirstPassword,
  [paths.useragreement]: UserAgreement,
  [paths.mine]: MemberCentre,
  [paths.gameRecord]: GameRecord,
  [paths.profitandloss]: ProfitLoss,
  [paths.vouReport]: LoadRecord,
  [paths.withdrawReport]: WithdrawRecord,
  [paths.transactionRecord]: AccountRecord,
  [paths.webEmail]: Messages,
  [paths.message]: Messages,
  [paths.securityCenter]: SecurityCentre,
  [paths.feedback]: Feedback,
  [paths.inviteFriends]: InviteFriends,
  [paths.upLineTransfer]: UplineTransfer,
  [paths.benefits]: VipBenefits,
  [paths.rebateReport]: RebateReport,
  [paths.manualRebate]: ManualRebate,
  [paths.rewardCenter]: RewardCenter,
  [paths.leaderBoard]: LeaderBoard,
  [paths.service]: Service,
  [paths.activity]: Promotions,
  [paths.activityDetail]: ActivityDetail,
  [paths.help]: Help,
  [paths.helpDetail]: Help,
  [paths.agent]: AgentHome,
  [paths.memberNotice]: AgentNotices,
  [paths.agentRegister]: AgentRegister,
  [paths.agentTeamOverview]: TeamOverview,
  [paths.memberTeam]: MemberTeam,
  [paths.agentTeamPnl]: TeamPnl,
  [paths.teamBetting]: TeamBetting,
  [paths.salaryContract]: Contracts,
  [paths.hourContract]: Contracts,
  [paths.dividendContract]: Contracts,
  [paths.redRain]: RedRain,
  [paths.agentRebate]: AgentRebate,
  [paths.teamRebate]: TeamRebate,
  [paths.agentDividend]: AgentDividend,
  [paths.voucherCenter]: Deposit,
  [paths.withdraw]: Withdraw,
};

/** The screen for a route. */
export function screenFor(path: RoutePath): ComponentType {
  return SCREENS[path] ?? ComingSoon;
}

/**
 * Starts fetching the chunk of the screen a cold start lands on, beside the config and catalogue loads, instead of
 * after them: on a slow network that is one round trip less before the screen's own data is asked for. A failure is
 * left to the screen's own load, which shows the retry.
 */
export function preloadScreen(pathname: string): Promise<void> {
  const path = resolvePath(pathname);
  const load = path ? loaders.get(screenFor(path)) : undefined;
  return load ? load().catch(() => undefined) : Promise.resolve();
}
