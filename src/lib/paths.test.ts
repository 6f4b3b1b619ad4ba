import { describe, expect, it } from 'vitest';
import {
  activityDetail,
  aliases,
  gameList,
  helpDetail,
  launchGame,
  memberNotice,
  paths,
  resolvePath,
  transactionRecord,
} from './paths';

describe('route builders', () => {
  it('build the game list of a type, and send LOTT to the lottery screen', () => {
    expect(gameList('RNG')).toBe('/m/gameList?gameType=RNG');
    expect(gameList('LOTT')).toBe('/m/lottery');
  });

  it('build detail routes with their query', () => {
    expect(activityDetail(42)).toBe('/m/activityDetail?id=42');
    expect(helpDetail(0)).toBe('/m/helpDetail?i=0');
    expect(memberNotice('A')).toBe('/m/member/notice?types=A');
    expect(transactionRecord('A')).toBe('/m/transaction/record?types=A');
    expect(transactionRecord()).toBe('/m/transaction/record');
  });

  it('build a lottery launch with the lobby code by default', () => {
    expect(launchGame({ prizeMode: 'Elott' })).toBe(
      '/m/launchGame?playType=trad&prize_mode=Elott&code=lobby&pageBack=home',
    );
    expect(launchGame({ prizeMode: 'Lott', code: 'VN1' })).toContain('code=VN1');
  });

  it('build a vendor launch with category, vendor, game id and node id', () => {
    expect(launchGame({ category: 'RNG', vendor: 'PG', gameId: 'g 1', nodeId: 7 })).toBe(
      '/m/launchGame?category=RNG&vendor=PG&gameId=g+1&nodeId=7',
    );
    expect(
      launchGame({ category: 'SPORTS', vendor: 'X', gameId: 1, nodeId: 2, showChoice: false }),
    ).toContain('showChoice=false');
  });
});

describe('alias resolution', () => {
  it.each(['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home', '/m/home/'])('sends %s home', (p) => {
    expect(resolvePath(p)).toBe(paths.home);
  });

  it('sends the register aliases to register and the member home to mine', () => {
    expect(resolvePath('/register.html')).toBe(paths.register);
    expect(resolvePath('/m/register.html')).toBe(paths.register);
    expect(resolvePath('/m/member/home')).toBe(paths.mine);
  });

  it('knows every route and no unknown path', () => {
    for (const p of Object.values(paths)) expect(resolvePath(p)).toBeDefined();
    expect(resolvePath('/m/nowhere')).toBeUndefined();
    expect(resolvePath('/wps/member/info')).toBeUndefined();
  });

  it('lists the aliases for the router without the empty path', () => {
    expect(aliases().map(([from]) => from)).not.toContain('');
    expect(aliases()).toContainEqual(['/m/index.html', paths.home]);
  });
});
