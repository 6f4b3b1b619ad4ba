import { describe, expect, it } from 'vitest';
import { LEDGER_KINDS, ledgerKind, OTHER_KIND } from './ledgerKinds';

// Every reason the server's ledger writes (server/wallet, server/money, server/games, server/seed).
const SERVER_REASONS = [
  'deposit.paid',
  'deposit.bonus',
  'withdraw.hold',
  'withdraw.release',
  'operator.adjust',
  'transfer.out',
  'transfer.in',
  'rebate.manual',
  'reward.claim',
  'mission.reward',
  'game.bet',
  'game.win',
  'lottery.bet',
  'lottery.win',
  'seed.bonus',
  'trial.grant',
];

describe('ledger kinds', () => {
  it('names every reason the server writes', () => {
    for (const reason of SERVER_REASONS) expect(ledgerKind(reason), reason).not.toBe(OTHER_KIND);
    expect(Object.keys(LEDGER_KINDS).sort()).toEqual([...SERVER_REASONS].sort());
  });

  it('names an unknown reason "Other", never the raw code, including inherited names', () => {
    expect(ledgerKind('something.new')).toBe(OTHER_KIND);
    expect(ledgerKind('toString')).toBe(OTHER_KIND);
  });
});
