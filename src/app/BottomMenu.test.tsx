import { act, render } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage, i18n } from '../i18n/i18n';
import { state as configState } from '../stores/config';
import { state as memberState } from '../stores/member';
import { clearSession, setSession } from '../stores/session';
import { demoConfig } from '../test/demoConfig';
import { BottomMenu } from './BottomMenu';

const bubble = () => document.querySelector('.deposit-icon .bubble')?.textContent ?? null;
const member = (firstDepositBonus: boolean) => ({
  id: 1,
  account: 'demo',
  userName: 'demo',
  nickname: 'Demo',
  type: 0,
  regDate: 0,
  toUpline: false,
  vipLevel: 0,
  mobile: null,
  email: null,
  firstTimeLogin: false,
  firstDepositBonus,
  headIcon: '/cdn/img/logo/demo.png',
});

describe('the bottom menu bonus bubble', () => {
  beforeAll(async () => {
    await activateLanguage('EN');
    configState.config = demoConfig;
  });
  afterEach(async () => {
    await clearSession();
    memberState.info = undefined;
  });
  const show = () =>
    render(
      <I18nProvider i18n={i18n}>
        <BottomMenu route={undefined} />
      </I18nProvider>,
    );

  it('shows the first-deposit bonus to a guest, who may still register and get it', () => {
    show();
    expect(bubble()).toBe('₱258.00');
  });

  it('shows it to a member only while the first deposit is still to come', async () => {
    setSession({ token: 't', merchantCode: 'demo', userName: 'demo', type: 0, firstTimeLogin: false });
    show();
    // Not known yet: nothing, rather than an offer that may not hold.
    expect(bubble()).toBeNull();
    await act(async () => void (memberState.info = member(true)));
    expect(bubble()).toBe('₱258.00');
    await act(async () => void (memberState.info = member(false)));
    expect(bubble()).toBeNull();
  });
});
