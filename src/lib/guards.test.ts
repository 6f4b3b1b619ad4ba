import { describe, expect, it } from 'vitest';
import { AGENT_AREA, guardFor, guardForAction, type GuardContext } from './guards';
import { launchGame, paths } from './paths';

const guest: GuardContext = { loggedIn: false, referralEnabled: true };
const member: GuardContext = { loggedIn: true, memberType: 0, referralEnabled: true };
const trial: GuardContext = { loggedIn: true, memberType: 4, referralEnabled: true };
const agent: GuardContext = { loggedIn: true, memberType: 1, referralEnabled: true };

describe('the guard table', () => {
  it('opens the login dialog for a guest on a member-centre entry', () => {
    expect(guardFor(paths.withdraw, guest)).toEqual({ kind: 'loginDialog' });
    expect(guardFor(paths.withdraw, member)).toEqual({ kind: 'allow' });
  });

  it('asks a guest to log in for the message centre under either of its addresses', () => {
    expect(guardFor(paths.webEmail, guest)).toEqual({ kind: 'loginDialog' });
    expect(guardFor(paths.message, guest)).toEqual({ kind: 'loginDialog' });
    expect(guardFor(paths.message, member)).toEqual({ kind: 'allow' });
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

  it('guards the whole agent area like agent home', () => {
    for (const route of AGENT_AREA) {
      for (const ctx of [guest, member, trial, { ...member, memberType: 40 }])
        expect(guardFor(route, ctx)).toEqual({ kind: 'redirect', to: paths.home });
      expect(guardFor(route, agent)).toEqual({ kind: 'allow' });
    }
    expect(guardFor('/m/member/notice?types=A', member)).toEqual({ kind: 'redirect', to: paths.home });
    expect(guardFor(paths.redRain, member)).toEqual({ kind: 'allow' });
    expect(guardFor(paths.redRain, guest)).toEqual({ kind: 'loginDialog' });
    expect(guardFor(paths.redRain, trial)).toMatchObject({ kind: 'message', message: 'freeReject' });
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
