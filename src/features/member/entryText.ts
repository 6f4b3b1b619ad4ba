import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { EntryId } from './memberEntries';

/** Each entry's label (spec 01 §2 "Member centre", the table's meanings). */
export const ENTRY_TEXT: Record<EntryId, MessageDescriptor> = {
  deposit: msg`Deposit`,
  withdraw: msg`Withdraw`,
  referral: msg`Invite friends`,
  security: msg`Security and password`,
  agency: msg`Agency centre`,
  loadRecord: msg`Load record`,
  withdrawRecord: msg`Withdraw record`,
  accountRecord: msg`Account record`,
  bettingRecord: msg`Betting record`,
  profitLoss: msg`Profit and loss`,
  uplineTransfer: msg`Transfer to upline`,
  rewardCenter: msg`Reward center`,
  manualRebate: msg`Manual rebate`,
  mission: msg`Mission activity`,
  rebateReport: msg`Rebate report`,
  mail: msg`News and mail`,
  feedback: msg`Feedback`,
  vipBenefits: msg`VIP level benefits`,
};

/** The base template's groups, in order; each lists its entries in the order they appear. */
export const ENTRY_GROUPS: readonly { title: MessageDescriptor; ids: readonly EntryId[] }[] = [
  { title: msg`Wallet`, ids: ['deposit', 'withdraw', 'uplineTransfer'] },
  {
    title: msg`Records`,
    ids: ['loadRecord', 'withdrawRecord', 'accountRecord', 'bettingRecord', 'profitLoss', 'rebateReport'],
  },
  {
    title: msg`Rewards`,
    ids: ['rewardCenter', 'referral', 'mission', 'manualRebate', 'vipBenefits'],
  },
  { title: msg`Account`, ids: ['security', 'agency', 'mail', 'feedback'] },
];
