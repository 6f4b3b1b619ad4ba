import { describe, expect, it } from 'vitest';
import { FLAG_NAMES, type Flags } from '../../api/contract/config';
import { MemberType } from '../../api/contract/memberTypes';
import { FEATURE_FLAGS } from '../../lib/featureFlags';
import { MEMBER_ENTRIES } from '../../lib/guards';
import { ALL_ENTRIES, memberEntries, type EntryId } from './memberEntries';

const allOn = Object.fromEntries(FLAG_NAMES.map((f) => [f, true])) as Flags;
const allOff = Object.fromEntries(FLAG_NAMES.map((f) => [f, false])) as Flags;
const member = { type: MemberType.member, toUpline: true };
const agent = { type: 1, toUpline: true };
const ids = (...args: Parameters<typeof memberEntries>) => memberEntries(...args).map((e) => e.id);

describe('the member-centre entries', () => {
  it('shows only deposit, withdraw and security with every flag off', () => {
    expect(ids({ flags: allOff, viewer: member })).toEqual(['deposit', 'withdraw', 'security']);
  });

  it('shows all 18 to an agent with an upline and every flag on, in the table order', () => {
    expect(ids({ flags: allOn, viewer: agent })).toEqual(ALL_ENTRIES.map((e) => e.id));
    expect(ALL_ENTRIES).toHaveLength(18);
  });

  it.each([
    ['REFERRAL', 'referral'],
    ['DEPRECM3', 'loadRecord'],
    ['WITHREC3', 'withdrawRecord'],
    ['TRANSREC3', 'accountRecord'],
    ['TRANSBETREPMEM3', 'bettingRecord'],
    ['PERSREP', 'profitLoss'],
    ['AGETRANSFERUP3', 'uplineTransfer'],
    ['REWCEN3', 'rewardCenter'],
    ['MANPLAYREB3', 'manualRebate'],
    ['MISSION', 'mission'],
    ['PLYRBT', 'rebateReport'],
    ['MAILCEN', 'mail'],
    ['FEEDBACK3', 'feedback'],
    ['VIPBENEFIT', 'vipBenefits'],
  ] as [keyof Flags, EntryId][])('turns %s on and off the %s entry alone', (name, id) => {
    const on = ids({ flags: { ...allOff, [name]: true }, viewer: agent });
    expect(on).toEqual(ids({ flags: allOff, viewer: agent }).concat(id).sort(byTable));
    expect(ids({ flags: { ...allOn, [name]: false }, viewer: agent })).not.toContain(id);
  });

  it('hides the agency centre from types 0, 4 and 40 and from guests', () => {
    for (const type of [MemberType.member, MemberType.trial, MemberType.nonAgentMember]) {
      expect(ids({ flags: allOn, viewer: { type, toUpline: false } })).not.toContain('agency');
    }
    expect(ids({ flags: allOn, viewer: undefined })).not.toContain('agency');
    for (const type of [1, MemberType.noUplineTransfer, MemberType.noContractA, MemberType.noContractB]) {
      expect(ids({ flags: allOn, viewer: { type, toUpline: false } })).toContain('agency');
    }
  });

  it('offers upline transfer only with the flag, an upline, and a type other than 2', () => {
    expect(ids({ flags: allOn, viewer: { type: 1, toUpline: true } })).toContain('uplineTransfer');
    expect(ids({ flags: allOn, viewer: { type: 1, toUpline: false } })).not.toContain('uplineTransfer');
    expect(ids({ flags: allOn, viewer: { type: 1, toUpline: undefined } })).not.toContain('uplineTransfer');
    expect(
      ids({ flags: allOn, viewer: { type: MemberType.noUplineTransfer, toUpline: true } }),
    ).not.toContain('uplineTransfer');
    expect(ids({ flags: allOn, viewer: undefined })).not.toContain('uplineTransfer');
  });

  it('shows a guest every flag-gated entry, but nothing that depends on who the member is', () => {
    expect(ids({ flags: allOn, viewer: undefined })).toEqual(
      ALL_ENTRIES.map((e) => e.id).filter((id) => id !== 'agency' && id !== 'uplineTransfer'),
    );
  });

  it('puts every destination under the guard (session needed, trial refused)', () => {
    for (const entry of ALL_ENTRIES) expect(MEMBER_ENTRIES).toContain(entry.to);
  });
});

describe('the entries and the screens behind a flag', () => {
  it('hide each entry whose screen says it is off under the same flag (src/lib/featureFlags.ts)', () => {
    let checked = 0;
    for (const [route, flag] of Object.entries(FEATURE_FLAGS)) {
      const entry = ALL_ENTRIES.find((e) => e.to === route);
      if (!entry || !flag) continue;
      checked++;
      expect(ids({ flags: { ...allOn, [flag]: false }, viewer: agent })).not.toContain(entry.id);
    }
    expect(checked).toBeGreaterThanOrEqual(5);
  });
});

function byTable(a: EntryId, b: EntryId): number {
  const order = ALL_ENTRIES.map((e) => e.id);
  return order.indexOf(a) - order.indexOf(b);
}
