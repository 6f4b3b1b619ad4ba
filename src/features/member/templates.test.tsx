import { fireEvent, render } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { paths } from '../../lib/paths';
import { BaseTemplate } from './BaseTemplate';
import { NewTemplate } from './NewTemplate';
import { memberEntries, type EntryId } from './memberEntries';
import type { MemberCentreView } from './useMemberCentre';
import './catalog';

const flags = { DEPRECM3: true, TRANSBETREPMEM3: true, REWCEN3: true, MAILCEN: true };

function view(over: Partial<MemberCentreView> = {}): MemberCentreView {
  const entries = memberEntries({ flags, viewer: { type: 1, toUpline: false } });
  return {
    loggedIn: true,
    template: 'base',
    entries,
    info: undefined,
    name: 'agent',
    badges: {},
    open: vi.fn(),
    go: vi.fn(),
    ...over,
  } as MemberCentreView;
}

const shown = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-entry]')].map((e) => e.getAttribute('data-entry') as EntryId);

describe.each([
  ['base', BaseTemplate, '.mine-list'],
  ['new', NewTemplate, '.mine-grid'],
] as const)('the %s member-centre template', (_name, Template, layout) => {
  beforeEach(() => i18n.activate('en'));

  const renderWith = (v: MemberCentreView) =>
    render(
      <I18nProvider i18n={i18n}>
        <Template view={v} />
      </I18nProvider>,
    );

  it('shows exactly the entries the rules give, as buttons, in its own layout', () => {
    const v = view();
    const { container, getAllByRole } = renderWith(v);
    expect([...shown(container)].sort()).toEqual(v.entries.map((e) => e.id).sort());
    expect(container.querySelector(layout)).not.toBeNull();
    expect(getAllByRole('button').length).toBeGreaterThanOrEqual(v.entries.length);
  });

  it('opens an entry through the view (the guard decides)', () => {
    const v = view();
    const { container } = renderWith(v);
    fireEvent.click(container.querySelector('[data-entry="bettingRecord"]')!);
    expect(v.open).toHaveBeenCalledWith({ id: 'bettingRecord', to: paths.gameRecord });
  });

  it('badges the reward center only for a count above 0', () => {
    const none = renderWith(view({ badges: { rewardCenter: 0 } }));
    expect(none.container.querySelector('.mine-badge')).toBeNull();
    none.unmount();
    const some = renderWith(view({ badges: { rewardCenter: 3 } }));
    const badge = some.container.querySelector('[data-entry="rewardCenter"] .mine-badge');
    expect(badge?.textContent).toBe('3');
    expect(some.getByRole('button', { name: 'Reward center 3, 3 unclaimed' })).toBeTruthy();
  });

  it('greets a guest with login and register, and shows no balance', () => {
    const { container, getByRole } = renderWith(view({ loggedIn: false, name: '' }));
    expect(getByRole('link', { name: 'Login' }).getAttribute('href')).toBe(paths.login);
    expect(getByRole('link', { name: 'Register' }).getAttribute('href')).toBe(paths.register);
    expect(container.querySelector('[data-testid="mine-balance"]')).toBeNull();
  });

  it('shows the account, the VIP level and the days since joining', () => {
    const regDate = Date.now() - 3 * 86_400_000;
    const info = {
      id: 1,
      account: 'agent',
      userName: 'agent',
      nickname: '',
      type: 1,
      regDate,
      toUpline: false,
    };
    const { getByText } = renderWith(
      view({
        info: {
          ...info,
          vipLevel: 2,
          mobile: null,
          email: null,
          firstTimeLogin: false,
          firstDepositBonus: false,
          headIcon: '/cdn/img/avatar/3.png',
        },
      }),
    );
    expect(getByText('VIP 2')).toBeTruthy();
    expect(getByText('Joined 3 days ago')).toBeTruthy();
  });
});
