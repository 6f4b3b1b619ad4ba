import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The ledger's reasons as the account record names them; any other reason is "Other", never the raw code. */
export const LEDGER_KINDS: Readonly<Record<string, MessageDescriptor>> = {
  'deposit.paid': msg`Deposit received`,
  'deposit.bonus': msg`First deposit bonus`,
  'withdraw.hold': msg`Withdrawal (held)`,
  'withdraw.release': msg`Withdrawal returned`,
  'operator.adjust': msg`Adjustment by the operator`,
  'transfer.out': msg`Transfer to agent`,
  'transfer.in': msg`Transfer from member`,
  'rebate.manual': msg`Rebate`,
  'reward.claim': msg`Reward`,
  'mission.reward': msg`Mission reward`,
  'game.bet': msg`Game bet`,
  'game.win': msg`Game win`,
  'lottery.bet': msg`Lottery bet`,
  'lottery.win': msg`Lottery win`,
  'seed.bonus': msg`Welcome credit`,
  'trial.grant': msg`Trial credit`,
  'redrain.claim': msg`Red rain`,
  'agent.rebate': msg`Agent rebate`,
  'contract.salary': msg`Daily salary contract`,
  'contract.hourly': msg`Hourly salary contract`,
  'contract.dividend': msg`Dividend contract`,
};

export const OTHER_KIND = msg`Other`;

export const ledgerKind = (reason: string): MessageDescriptor =>
  (Object.hasOwn(LEDGER_KINDS, reason) && LEDGER_KINDS[reason]) || OTHER_KIND;
