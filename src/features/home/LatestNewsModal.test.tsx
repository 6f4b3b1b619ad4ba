import { act, render } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { messages } from '../../i18n/locales/en';
import { sanitizerPrepared } from '../../ui/SafeHtml';
import { LatestNewsModal } from './LatestNewsModal';

const NOTICES = [1, 2, 3].map((id) => ({
  id,
  title: `Notice ${id}`,
  content: `<p>Body <b>${id}</b></p><img src=x onerror="alert(1)">`,
}));

describe('LatestNewsModal', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    i18n.load('en', messages as never);
    i18n.activate('en');
  });
  afterEach(() => vi.useRealTimers());

  it('sets the sanitiser up before it shows, then shows the dialog with every notice at once, all sanitised', async () => {
    const { getByRole, queryByRole } = render(
      <I18nProvider i18n={i18n}>
        <LatestNewsModal open notices={NOTICES} onClose={() => {}} />
      </I18nProvider>,
    );
    expect(sanitizerPrepared()).toBe(false);
    expect(queryByRole('dialog')).toBeNull();
    for (let i = 0; i < 200 && !queryByRole('dialog'); i++)
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1);
      });
    expect(sanitizerPrepared()).toBe(true);
    // One commit: the dialog comes with all three notices, not one with the dialog and the others after.
    const list = getByRole('dialog', { name: 'Latest news' }).querySelector('.news-list')!;
    expect([...list.querySelectorAll('h3')].map((h) => h.textContent)).toEqual([
      'Notice 1',
      'Notice 2',
      'Notice 3',
    ]);
    expect(list.innerHTML).not.toContain('onerror');
    expect(list.querySelectorAll('b')).toHaveLength(3);
  });
});
