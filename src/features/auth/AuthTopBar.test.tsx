import { act, fireEvent, render } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { setLanguage, state as languageState } from '../../stores/language';
import { AuthTopBar } from './AuthTopBar';

describe('AuthTopBar', () => {
  afterEach(async () => {
    await setLanguage('TY');
  });

  it('leads home and switches to the other language, named in its own words', async () => {
    await setLanguage('TY');
    const { getByRole } = render(
      <I18nProvider i18n={i18n}>
        <AuthTopBar />
      </I18nProvider>,
    );
    const home = getByRole('link', { name: 'Bumalik sa home' });
    expect(home.getAttribute('href')).toBe('/m/home');
    const toggle = getByRole('button', { name: 'Wika: English' });
    expect(toggle.textContent).toBe('English');
    await act(async () => {
      fireEvent.click(toggle);
      await Promise.resolve();
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(languageState.language).toBe('EN');
    expect(getByRole('button', { name: 'Language: Tagalog' }).textContent).toBe('Tagalog');
  });
});
