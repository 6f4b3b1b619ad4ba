import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS, featureOff } from './featureFlags';
import { paths } from './paths';

describe('screens behind a merchant flag', () => {
  it('are off when their flag is off or missing, and on when it is on', () => {
    expect(featureOff(paths.rewardCenter, { REWCEN3: false })).toBe(true);
    expect(featureOff(paths.rewardCenter, {})).toBe(true);
    expect(featureOff(paths.rewardCenter, { REWCEN3: true })).toBe(false);
    expect(featureOff(paths.agentDividend, { DIVIDEND: false })).toBe(true);
  });

  it('switch nothing off before the config is known, nor any screen without a flag', () => {
    expect(featureOff(paths.rewardCenter, undefined)).toBe(false);
    expect(featureOff(paths.withdraw, {})).toBe(false);
  });

  it('cover the six screens issue 40 found opening to a load error', () => {
    expect(Object.keys(FEATURE_FLAGS).sort()).toEqual(
      [
        paths.rewardCenter,
        paths.manualRebate,
        paths.leaderBoard,
        paths.rebateReport,
        paths.benefits,
        paths.agentDividend,
      ].sort(),
    );
  });
});
