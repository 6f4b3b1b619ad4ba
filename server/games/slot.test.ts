import { describe, expect, it } from 'vitest';
import { multiplierOf, returnToPlayer, RTP_PERCENT, spinReels } from './slot';

describe('the demo slot', () => {
  it('returns 31456/32768 of the stake in the long run (about 96 %)', () => {
    expect(returnToPlayer()).toBe(31456 / 32768);
    expect(RTP_PERCENT).toBe(96);
  });

  it('pays three of a kind by its symbol, two cherries 2x and anything else nothing', () => {
    expect(multiplierOf(['SEVEN', 'SEVEN', 'SEVEN'])).toBe(100);
    expect(multiplierOf(['CHERRY', 'CHERRY', 'CHERRY'])).toBe(10);
    expect(multiplierOf(['CHERRY', 'BELL', 'CHERRY'])).toBe(2);
    expect(multiplierOf(['CHERRY', 'BELL', 'STAR'])).toBe(0);
    expect(multiplierOf(['BELL', 'BELL', 'STAR'])).toBe(0);
  });

  it('maps each draw to a stop of the reel strip', () => {
    expect(spinReels(() => 0)).toEqual(['CHERRY', 'CHERRY', 'CHERRY']);
    expect(spinReels(() => 31)).toEqual(['SEVEN', 'SEVEN', 'SEVEN']);
  });

  it('draws three symbols from crypto randomness', () => {
    const reels = spinReels();
    expect(reels).toHaveLength(3);
  });
});
