import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { paths, type RoutePath } from '../lib/paths';

/**
 * The shell's chrome per route (spec 01 §2), as data so the shell and the tests read the same rules: header and
 * bottom-menu visibility, back targets and header titles.
 */

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
  // The spec's "activity centre" lists the promotions: titled as its entry in the bottom menu names it (issue 67).
  [paths.activity]: msg`Promotions`,
  [paths.activityDetail]: msg`Promo detail`,
  [paths.forget]: msg`Forgot password`,
  [paths.changePsw]: msg`Change password`,
  [paths.trail]: msg`Free trial`,
  [paths.firstPassword]: msg`First password`,
  [paths.notice]: msg`Announcement`,
  [paths.gameCenter]: msg`Game center`,
  [paths.slotsCenter]: msg`Slots`,
  [paths.message]: msg`Messages`,
  [paths.webEmail]: msg`Messages`,
  [paths.set]: msg`Personal settings`,
  [paths.voucherCenter]: msg`Deposit`,
  [paths.withdraw]: msg`Withdraw`,
  [paths.securityCenter]: msg`Security centre`,
  [paths.feedback]: msg`Feedback`,
  [paths.inviteFriends]: msg`Invite friends`,
  [paths.upLineTransfer]: msg`Transfer to agent`,
  [paths.benefits]: msg`VIP benefits`,
  [paths.rewardCenter]: msg`Reward center`,
  // As spec 01 names the route, and as the member centre's entry does.
  [paths.leaderBoard]: msg`Mission activity`,
  [paths.service]: msg`Customer service`,
  [paths.agentRegister]: msg`Open account`,
  [paths.agentTeamOverview]: msg`Team overview`,
  [paths.memberTeam]: msg`Member team`,
  [paths.agentTeamPnl]: msg`Team profit and loss`,
  [paths.teamBetting]: msg`Team betting`,
  [paths.memberNotice]: msg`Agent notices`,
  [paths.redRain]: msg`Red rain`,
  [paths.agentRebate]: msg`Agent rebate`,
  [paths.teamRebate]: msg`Team rebate`,
  [paths.agentDividend]: msg`Agent dividend`,
  [paths.salaryContract]: msg`Daily salary contract`,
  [paths.hourContract]: msg`Hourly salary contract`,
  [paths.dividendContract]: msg`Dividend contract`,
  // As the member centre's entry names it.
  [paths.manualRebate]: msg`Manual rebate`,
  [paths.rebateReport]: msg`Rebate report`,
  [paths.help]: msg`Help center`,
  [paths.helpDetail]: msg`Help center`,
  [paths.gameRecord]: msg`Betting record`,
  [paths.profitandloss]: msg`Profit and loss`,
  [paths.vouReport]: msg`Load record`,
  [paths.withdrawReport]: msg`Withdraw record`,
  [paths.transactionRecord]: msg`Account record`,
  // The spec names no title; the register form's link calls it so.
  [paths.useragreement]: msg`User agreement`,
};

/** The header title of a route, as a catalogue message for `i18n._()`. */
export function titleOf(path: RoutePath): MessageDescriptor | undefined {
  return TITLES[path];
}
