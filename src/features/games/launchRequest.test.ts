import { describe, expect, it } from 'vitest';
import { launchRequestOf, playUrl } from './launchRequest';

describe('launch request', () => {
  it('reads a lottery launch with its prize mode and code, lobby by default', () => {
    expect(launchRequestOf('?playType=trad&prize_mode=Elott&code=VN60&pageBack=home')).toEqual({
      kind: 'lottery',
      prizeMode: 'Elott',
      code: 'VN60',
    });
    expect(launchRequestOf('playType=trad&prize_mode=bogus')).toEqual({
      kind: 'lottery',
      prizeMode: 'Lott',
      code: 'lobby',
    });
    // The vendor tapped rides along, so SEA Lottery and Classic Lottery each open their own lobby.
    expect(launchRequestOf('playType=trad&prize_mode=Lott&code=lobby&vendor=TCG_LOTT&pageBack=home')).toEqual(
      {
        kind: 'lottery',
        prizeMode: 'Lott',
        code: 'lobby',
        vendor: 'TCG_LOTT',
      },
    );
  });
  it('reads a vendor launch with category, vendor, gameId, nodeId and showChoice', () => {
    expect(launchRequestOf('category=SPORTS&vendor=SABA&gameId=R1&nodeId=7&showChoice=false')).toEqual({
      kind: 'vendor',
      query: { vendor: 'SABA', category: 'SPORTS', gameId: 'R1', nodeId: 7, showChoice: false },
    });
  });
  it('answers nothing without a vendor', () => {
    expect(launchRequestOf('gameId=1')).toBeUndefined();
  });
  it('puts the play URL on the API origin', () => {
    expect(playUrl('', '/demo-game/slot?ticket=a')).toBe('/demo-game/slot?ticket=a');
    expect(playUrl('https://api.example/', '/demo-game/slot')).toBe('https://api.example/demo-game/slot');
  });
});
