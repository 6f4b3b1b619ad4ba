import { describe, expect, it } from 'vitest';
import { hotMatchTarget, launchTarget, prizeModeOf, trialRefused } from './launch';

const game = { vassalage: 'PG', gameCategory: 'RNG', gameType: 'RNG', gameId: 'PG-12', nodeId: 12 };

describe('prize mode', () => {
  it('is the lottery mode without an ELOTT entry', () => {
    expect(prizeModeOf([])).toBe('Lott');
  });
  it('becomes the e-lottery mode with an ELOTT entry under TCG_LOTTO_VN or LOTT', () => {
    expect(prizeModeOf(['TCG_LOTTO_VN'])).toBe('Elott');
    expect(prizeModeOf(['LOTT'])).toBe('Elott');
  });
});

describe('launch target', () => {
  it('launches an ordinary vendor with category, vendor, gameId and nodeId', () => {
    expect(launchTarget(game, [])).toBe('/m/launchGame?category=RNG&vendor=PG&gameId=PG-12&nodeId=12');
  });
  it('launches TCG_LOTTO_VN and TCG_SEA with code lobby', () => {
    expect(launchTarget({ ...game, vassalage: 'TCG_SEA', gameCategory: 'SPORTS' }, [])).toBe(
      '/m/launchGame?category=SPORTS&vendor=TCG_SEA&gameId=lobby&nodeId=12',
    );
    expect(launchTarget({ ...game, vassalage: 'TCG_LOTTO_VN', gameCategory: 'LOTT' }, [])).toBe(
      '/m/launchGame?playType=trad&prize_mode=Lott&code=lobby&vendor=TCG_LOTTO_VN&pageBack=home',
    );
  });
  it('sends LOTT and ELOTT to the lottery launch with the prize mode and the game code', () => {
    expect(launchTarget({ ...game, vassalage: 'TCG', gameCategory: 'ELOTT', gameId: 'VN60' }, ['LOTT'])).toBe(
      '/m/launchGame?playType=trad&prize_mode=Elott&code=VN60&vendor=TCG&pageBack=home',
    );
  });
  it('defaults the lottery code to lobby', () => {
    expect(launchTarget({ ...game, gameCategory: 'LOTT', gameId: '' }, [])).toBe(
      '/m/launchGame?playType=trad&prize_mode=Lott&code=lobby&vendor=PG&pageBack=home',
    );
  });
  it('launches a hot match with gameId = roomId and showChoice=false', () => {
    expect(hotMatchTarget({ vendor: 'SABA', roomId: 'R1', nodeId: 7 })).toBe(
      '/m/launchGame?category=SPORTS&vendor=SABA&gameId=R1&nodeId=7&showChoice=false',
    );
  });
});

describe('free and trial play (supportPlay)', () => {
  it('refuses a trial account a game without free or trial play', () => {
    expect(trialRefused({ supportPlay: false }, true)).toBe(true);
  });
  it('lets a trial account open a game with free or trial play', () => {
    expect(trialRefused({ supportPlay: true }, true)).toBe(false);
  });
  it('never refuses a real-money member, whatever the flag', () => {
    expect(trialRefused({ supportPlay: false }, false)).toBe(false);
  });
});
