import { describe, expect, it } from 'vitest';
import {
  getsContractPrompts,
  isAgentType,
  isTrialType,
  mayTransferToUpline,
  MemberType,
} from './memberTypes';

describe('member types', () => {
  it('treats 0, 4 and 40 as non-agents and every other type as an agent', () => {
    expect([0, 4, 40].map(isAgentType)).toEqual([false, false, false]);
    expect([1, 2, 3, 41, 42, 99].map(isAgentType)).toEqual([true, true, true, true, true, true]);
  });
  it('names 4 as the trial player', () => {
    expect(isTrialType(MemberType.trial)).toBe(true);
    expect(isTrialType(0)).toBe(false);
  });
  it('refuses upline transfer to type 2 only', () => {
    expect(mayTransferToUpline(2)).toBe(false);
    expect([0, 1, 4, 40].every(mayTransferToUpline)).toBe(true);
  });
  it('gives contract prompts to every type but 4, 40, 41 and 42', () => {
    expect([4, 40, 41, 42].some(getsContractPrompts)).toBe(false);
    expect([0, 1, 2].every(getsContractPrompts)).toBe(true);
  });
});
