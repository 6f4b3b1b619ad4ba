import { isAgentType, mayTransferToUpline } from '../../api/contract/memberTypes';
import type { Flags } from '../../api/contract/config';
import { paths, type RoutePath } from '../../lib/paths';

/**
 * Which member-centre entries show (spec 01 §2 "Member centre", the table of 18), as data in, list out, so both
 * templates and the tests read one rule. Entries keep the table's order. A guest sees the flag-gated entries (each
 * asks to log in); the agency centre and upline transfer depend on who the member is, so they wait for member info.
 */

export type EntryId =
  | 'deposit'
  | 'withdraw'
  | 'referral'
  | 'security'
  | 'agency'
  | 'loadRecord'
  | 'withdrawRecord'
  | 'accountRecord'
  | 'bettingRecord'
  | 'profitLoss'
  | 'uplineTransfer'
  | 'rewardCenter'
  | 'manualRebate'
  | 'mission'
  | 'rebateReport'
  | 'mail'
  | 'feedback'
  | 'vipBenefits';

/** Who is looking: undefined for a guest; `toUpline` undefined until member info has loaded. */
export interface Viewer {
  type: number;
  toUpline?: boolean | undefined;
}

export interface EntryInput {
  flags: Partial<Flags>;
  viewer: Viewer | undefined;
}

export interface Entry {
  id: EntryId;
  to: RoutePath;
}

type Rule = (input: EntryInput) => boolean;
const always: Rule = () => true;
const flag =
  (name: keyof Flags): Rule =>
  ({ flags }) =>
    flags[name] === true;

/** The spec's table: destination and the condition it shows under. */
const TABLE: readonly (Entry & { shows: Rule })[] = [
  { id: 'deposit', to: paths.voucherCenter, shows: always },
  { id: 'withdraw', to: paths.withdraw, shows: always },
  { id: 'referral', to: paths.inviteFriends, shows: flag('REFERRAL') },
  { id: 'security', to: paths.securityCenter, shows: always },
  { id: 'agency', to: paths.agent, shows: ({ viewer }) => viewer !== undefined && isAgentType(viewer.type) },
  { id: 'loadRecord', to: paths.vouReport, shows: flag('DEPRECM3') },
  { id: 'withdrawRecord', to: paths.withdrawReport, shows: flag('WITHREC3') },
  { id: 'accountRecord', to: paths.transactionRecord, shows: flag('TRANSREC3') },
  { id: 'bettingRecord', to: paths.gameRecord, shows: flag('TRANSBETREPMEM3') },
  { id: 'profitLoss', to: paths.profitandloss, shows: flag('PERSREP') },
  {
    id: 'uplineTransfer',
    to: paths.upLineTransfer,
    shows: (input) =>
      flag('AGETRANSFERUP3')(input) &&
      input.viewer?.toUpline === true &&
      mayTransferToUpline(input.viewer.type),
  },
  { id: 'rewardCenter', to: paths.rewardCenter, shows: flag('REWCEN3') },
  { id: 'manualRebate', to: paths.manualRebate, shows: flag('MANPLAYREB3') },
  { id: 'mission', to: paths.leaderBoard, shows: flag('MISSION') },
  { id: 'rebateReport', to: paths.rebateReport, shows: flag('PLYRBT') },
  { id: 'mail', to: paths.webEmail, shows: flag('MAILCEN') },
  { id: 'feedback', to: paths.feedback, shows: flag('FEEDBACK3') },
  { id: 'vipBenefits', to: paths.benefits, shows: flag('VIPBENEFIT') },
];

/** Every entry the table names, in order (the guard's member-entry set must hold each destination). */
export const ALL_ENTRIES: readonly Entry[] = TABLE.map(({ id, to }) => ({ id, to }));

/** The entries to show for these flags and this viewer, in the table's order. */
export function memberEntries(input: EntryInput): Entry[] {
  return TABLE.filter((row) => row.shows(input)).map(({ id, to }) => ({ id, to }));
}
