import { describe, expect, it } from 'vitest';
import { paths } from '../lib/paths';
import { backTarget, showsBottomMenu, showsHeader, titleOf } from './routeChrome';

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

  it('title change password, the manual rebate, the mission activity and the promotions as their entries name them, and the user agreement', async () => {
    const { activateLanguage, i18n } = await import('../i18n/i18n');
    await activateLanguage('TY');
    expect(i18n._(titleOf(paths.changePsw)!)).toBe('Palitan ang password');
    expect(i18n._(titleOf(paths.manualRebate)!)).toBe('Manwal na rebate');
    expect(i18n._(titleOf(paths.useragreement)!)).toBe('Kasunduan ng user');
    expect(i18n._(titleOf(paths.leaderBoard)!)).toBe('Aktibidad ng misyon');
    expect(i18n._(titleOf(paths.activity)!)).toBe('Mga promo');
    await activateLanguage('EN');
    expect(i18n._(titleOf(paths.activity)!)).toBe('Promotions');
    expect(i18n._(titleOf(paths.changePsw)!)).toBe('Change password');
    expect(i18n._(titleOf(paths.manualRebate)!)).toBe('Manual rebate');
    expect(i18n._(titleOf(paths.useragreement)!)).toBe('User agreement');
  });
});

describe('the header titles in both catalogues', () => {
  it('read in Tagalog under TY and in English under EN', async () => {
    const { activateLanguage, i18n } = await import('../i18n/i18n');
    const title = titleOf(paths.forget)!;
    await activateLanguage('TY');
    expect(i18n._(title)).toBe('Nalimutang password');
    await activateLanguage('EN');
    expect(i18n._(title)).toBe('Forgot password');
  });
});
