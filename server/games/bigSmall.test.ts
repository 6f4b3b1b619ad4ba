import { describe, expect, it } from 'vitest';
import { bigSmallOf, openDraw, stakeAllowed, takesBigSmall, winOf } from './bigSmall';

const quick5 = { gameCode: 'SEALOTT-0003', gameName: 'Quick Lotto 5 Min', gameType: 'LOTT' };

describe('big/small', () => {
  it('splits the five-digit sums exactly in half, so the 1.95 payout returns 97.5 %', () => {
    let big = 0;
    for (let n = 0; n < 100_000; n++) {
      const digits = String(n).padStart(5, '0').split('');
      if (bigSmallOf(digits) === 'BIG') big++;
    }
    expect(big).toBe(50_000);
    expect(winOf('BIG', 10_000, ['9', '9', '9', '0', '0'])).toBe(19_500);
    expect(winOf('SMALL', 10_000, ['9', '9', '9', '0', '0'])).toBe(0);
  });

  it('is offered only on lotteries whose draw is five digits', () => {
    expect(takesBigSmall(quick5)).toBe(true);
    expect(takesBigSmall({ ...quick5, gameName: 'Mega Lotto 6/45' })).toBe(false);
    expect(takesBigSmall({ ...quick5, gameName: '3D Lotto' })).toBe(false);
  });

  it('takes whole pesos from 1 to 10,000 only', () => {
    expect([100, 1_000_000].every(stakeAllowed)).toBe(true);
    expect([0, 50, 150, 1_000_100, -100].some(stakeAllowed)).toBe(false);
  });

  it('opens the next draw, and the one after once the next is within 10 s of drawing', () => {
    const boundary = 300_000 * 5_000_000;
    const early = openDraw(quick5, boundary + 1000);
    expect(early.drawAt.getTime()).toBe(boundary + 300_000);
    expect(early.closesAt.getTime()).toBe(boundary + 290_000);
    const late = openDraw(quick5, boundary + 290_000);
    expect(late.drawAt.getTime()).toBe(boundary + 600_000);
    expect(late.issueNo).not.toBe(early.issueNo);
  });
});
