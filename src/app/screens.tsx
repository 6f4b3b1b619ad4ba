import type { ComponentType } from 'react';
import { paths, type RoutePath } from '../lib/paths';
import { lazyScreen } from './lazyScreen';

const ComingSoon = lazyScreen(() => import('./screens/ComingSoon'));
const Maintenance = lazyScreen(() => import('./screens/Maintenance'));
const Home = lazyScreen(() => import('../features/home/HomeScreen'));
const Notices = lazyScreen(() => import('../features/home/NoticeScreen'));
const GameList = lazyScreen(() => import('../features/games/GameListScreen'));
const Launch = lazyScreen(() => import('../features/games/LaunchScreen'));
const GameCenter = lazyScreen(() => import('../features/games/GameCenterScreen'));
const SlotsCenter = lazyScreen(() => import('../features/games/SlotsCenterScreen'));
const GameLobby = lazyScreen(() => import('../features/games/GameLobbyScreen'));
const Lottery = lazyScreen(() => import('../features/games/LotteryScreen'));
const MoreLottery = lazyScreen(() => import('../features/games/MoreLotteryScreen'));
const StartLottery = lazyScreen(() => import('../features/games/StartLotteryScreen'));
const Login = lazyScreen(() => import('../features/auth/LoginScreen'));
const Settings = lazyScreen(() => import('../features/auth/SettingsScreen'));
const Trial = lazyScreen(() => import('../features/auth/TrialScreen'));
const Register = lazyScreen(() => import('../features/auth/RegisterScreen'));
const Forget = lazyScreen(() => import('../features/auth/ForgetScreen'));
const ChangePassword = lazyScreen(() => import('../features/auth/ChangePasswordScreen'));
const FirstPassword = lazyScreen(() => import('../features/auth/FirstPasswordScreen'));
const UserAgreement = lazyScreen(() => import('../features/auth/UserAgreementScreen'));

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
};

/** The screen for a route. */
export function screenFor(path: RoutePath): ComponentType {
  return SCREENS[path] ?? ComingSoon;
}
