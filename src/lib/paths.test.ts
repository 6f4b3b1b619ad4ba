import { describe, expect, it } from 'vitest';
import {
  activityDetail,
  aliases,
  backTarget,
  gameList,
  guardFor,
  guardForAction,
  helpDetail,
  launchGame,
  memberNotice,
  ownerOf,
  paths,
  resolvePath,
  showsBottomMenu,
  showsHeader,
  titleOf,
  transactionRecord,
  type GuardContext,
} from './paths';

const guest: GuardContext = { loggedIn: false, referralEnabled: true };
const member: GuardContext = { loggedIn: true, memberType: 0, referralEnabled: true };
const trial: GuardContext = { loggedIn: true, memberType: 4, referralEnabled: true };
const agent: GuardContext = { loggedIn: true, memberType: 1, referralEnabled: true };

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

describe('the chrome tables', () => {
  it('hide the header on login, register, mine, agent and help only', () => {
    const hidden = Object.values(paths).filter((p) => !showsHeader(p));
    expect(hidden.sort()).toEqual(['/m/agent', '/m/help', '/m/login', '/m/mine', '/m/register']);
  });

  it('hide the bottom menu on the routes of spec 01 §2', () => {
    const hidden = Object.values(paths).filter((p) => !showsBottomMenu(p));
    expect(hidden.sort()).toEqual(
      [
        '/m/login',
        '/m/register',
        '/m/trail',
        '/m/launchGame',
        '/m/changePsw',
        // our first-password screen, like change password (spec 01 §2 names its title, not its route)
        '/m/firstPassword',
        '/m/notice',
        '/m/activity',
        '/m/forget',
        '/m/service',
        '/m/moreLottery',
        '/m/useragreement',
        '/m/maintenance',
        '/m/agent',
      ].sort(),
    );
  });

  it('send back home from login, register, trail, notice and forget, and one step back elsewhere', () => {
    for (const p of [paths.login, paths.register, paths.trail, paths.notice, paths.forget]) {
      expect(backTarget(p)).toEqual({ kind: 'home', to: paths.home });
    }
    expect(backTarget(paths.gameList)).toEqual({ kind: 'history', fallback: paths.home });
  });

  it('give titles to the routes of spec 01 §2', () => {
    expect(titleOf(paths.forget)).toBeDefined();
    expect(titleOf(paths.firstPassword)).toBeDefined();
    expect(titleOf(paths.slotsCenter)).toBeDefined();
    expect(titleOf(paths.home)).toBeUndefined();
  });

  it('name the owner of each route as DECISIONS.md does', () => {
    expect(ownerOf(paths.login)).toBe('accounts');
    expect(ownerOf(paths.launchGame)).toBe('homeAndGames');
    expect(ownerOf(paths.withdraw)).toBe('memberAndWallet');
    expect(ownerOf(paths.hourContract)).toBe('promotionsHelpAgents');
    expect(ownerOf(paths.maintenance)).toBe('foundation');
  });
});

describe('the guard table', () => {
  it('opens the login dialog for a guest on a member-centre entry', () => {
    expect(guardFor(paths.withdraw, guest)).toEqual({ kind: 'loginDialog' });
    expect(guardFor(paths.withdraw, member)).toEqual({ kind: 'allow' });
  });

  it('sends a guest to login to launch a game or use favourites', () => {
    expect(guardFor(launchGame({ prizeMode: 'Lott' }), guest)).toEqual({ kind: 'login', to: paths.login });
    expect(guardForAction('favourite', guest)).toEqual({ kind: 'login', to: paths.login });
    expect(guardForAction('favouritesTab', member)).toEqual({ kind: 'allow' });
  });

  it('redirects a guest home from change password and settings', () => {
    expect(guardFor(paths.changePsw, guest)).toEqual({ kind: 'redirect', to: paths.home });
    expect(guardFor(paths.firstPassword, guest)).toEqual({ kind: 'redirect', to: paths.home });
    expect(guardFor(paths.set, guest)).toEqual({ kind: 'redirect', to: paths.home });
    expect(guardFor(paths.set, member)).toEqual({ kind: 'allow' });
  });

  it('lets only agents into the agent home', () => {
    for (const ctx of [guest, member, trial, { ...member, memberType: 40 }]) {
      expect(guardFor(paths.agent, ctx)).toEqual({ kind: 'redirect', to: paths.home });
    }
    expect(guardFor(paths.agent, agent)).toEqual({ kind: 'allow' });
  });

  it('refuses a trial member from protected shortcuts with free_reject for 2 s, staying put', () => {
    expect(guardFor(paths.voucherCenter, trial)).toEqual({
      kind: 'message',
      message: 'freeReject',
      durationMs: 2000,
    });
  });

  it('shows the contact-service message on invite friends without the referral promo', () => {
    expect(guardFor(paths.inviteFriends, { ...member, referralEnabled: false })).toEqual({
      kind: 'message',
      message: 'contactService',
      durationMs: 2000,
    });
    expect(guardFor(paths.inviteFriends, { ...guest, referralEnabled: false })).toEqual({
      kind: 'loginDialog',
    });
  });

  it('allows public routes and unknown paths', () => {
    expect(guardFor(paths.home, guest)).toEqual({ kind: 'allow' });
    expect(guardFor('/m/activityDetail?id=1', guest)).toEqual({ kind: 'allow' });
    expect(guardFor('/m/nowhere', guest)).toEqual({ kind: 'allow' });
  });
});

describe('the header titles in both catalogues', () => {
  it('read in Tagalog under TY and in English under EN', async () => {
    // eslint-disable-next-line import-x/no-restricted-paths -- the titles move to src/app in the paths split
    const { activateLanguage, i18n } = await import('../i18n/i18n');
    const title = titleOf(paths.forget)!;
    await activateLanguage('TY');
    expect(i18n._(title)).toBe('Nakalimutan ang password');
    await activateLanguage('EN');
    expect(i18n._(title)).toBe('Forgot password');
  });
});
