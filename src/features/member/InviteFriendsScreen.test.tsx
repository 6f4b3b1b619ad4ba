import { act, fireEvent, render } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient, resetClient } from '../../api/client';
import { i18n } from '../../i18n/i18n';
import { TOAST_MS } from '../../stores/ui';
import InviteFriendsScreen from './InviteFriendsScreen';

describe('InviteFriendsScreen', () => {
  const written: string[] = [];
  beforeEach(() => {
    i18n.activate('en');
    written.length = 0;
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: (text: string) => (written.push(text), Promise.resolve()) },
    });
    configureClient({
      fetch: (async () =>
        new Response(JSON.stringify({ success: true, value: { code: 'demo', friends: [], total: 0 } }), {
          headers: { 'content-type': 'application/json' },
        })) as typeof fetch,
      token: () => 't-member',
      merchant: () => 'demo',
      language: () => 'EN',
      device: () => 'MOBILE',
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    resetClient();
  });

  it('says what was copied, for the notice auto-close of 1.5 s (spec 01 §9), in a region that stays', async () => {
    const view = render(
      <I18nProvider i18n={i18n}>
        <InviteFriendsScreen />
      </I18nProvider>,
    );
    const copy = await view.findByRole('button', { name: /copy code/i });
    const notice = view.getByRole('status');
    expect(notice.textContent).toBe('');
    vi.useFakeTimers();
    await act(async () => fireEvent.click(copy));
    expect(written).toEqual(['demo']);
    expect(notice.textContent).toBe('Code copied');
    await act(async () => vi.advanceTimersByTime(TOAST_MS.noticeAutoClose - 100));
    expect(notice.textContent).toBe('Code copied');
    await act(async () => vi.advanceTimersByTime(200));
    expect(notice.textContent).toBe('');
    expect(view.getByRole('status')).toBe(notice);
  });
});
