import type { Flags } from '../api/contract/config';
import { paths, type RoutePath } from './paths';

/**
 * The screens that exist only while a merchant's flag is on (spec 01 §9, spec 02): the member centre hides their
 * entries when it is off (src/features/member/memberEntries.ts), and a player who opens one by its address is told
 * that it is not available, with a way home, instead of a load error whose retry cannot help (issue 40).
 */
export const FEATURE_FLAGS: Readonly<Partial<Record<RoutePath, keyof Flags>>> = {
  [paths.rewardCenter]: 'REWCEN3',
  [paths.manualRebate]: 'MANPLAYREB3',
  [paths.leaderBoard]: 'MISSION',
  [paths.rebateReport]: 'PLYRBT',
  [paths.benefits]: 'VIPBENEFIT',
  [paths.agentDividend]: 'DIVIDEND',
};

/** Whether `route` is switched off by the merchant; a config not yet known switches nothing off. */
export function featureOff(route: RoutePath, flags: Partial<Flags> | undefined): boolean {
  const flag = FEATURE_FLAGS[route];
  return flag !== undefined && flags !== undefined && flags[flag] !== true;
}
