import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { describe, expect, it, vi } from 'vitest';
import { activateLanguage, i18n } from '../i18n/i18n';
import { failedModuleUrl, importAgainUrl } from '../lib/importAgain';
import { lazyScreen } from './lazyScreen';

function Hello() {
  return <p>hello</p>;
}

describe('lazy screens', () => {
  it('offer a retry when the chunk fails, and load it again on retry', async () => {
    await activateLanguage('EN');
    const load = vi
      .fn<() => Promise<{ default: typeof Hello }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Hello });
    const Screen = lazyScreen(load);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <I18nProvider i18n={i18n}>
        <Screen />
      </I18nProvider>,
    );
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('alert').textContent).toMatch(/could not load/);
    // A way out besides the retry: back, and home.
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to home' })).toBeTruthy();
    await act(async () => fireEvent.click(retry));
    expect(await screen.findByText('hello')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('read the module a failed import names, so a retry can ask for it under a new query', () => {
    const url = 'https://games.example/m/assets/HelpScreen-Ab12.js';
    expect(failedModuleUrl(new TypeError(`Failed to fetch dynamically imported module: ${url}`))).toBe(url);
    expect(failedModuleUrl(new TypeError(`error loading dynamically imported module: ${url}`))).toBe(url);
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'))).toBeUndefined();
    expect(failedModuleUrl('not an error')).toBeUndefined();
    expect(importAgainUrl(new TypeError(`Failed to fetch dynamically imported module: ${url}`), 2)).toBe(
      `${url}?retry=2`,
    );
    expect(importAgainUrl(new TypeError('Importing a module script failed.'), 1)).toBeUndefined();
  });

  it('show the loading text only after the 200 ms loader delay', async () => {
    vi.useFakeTimers();
    await activateLanguage('EN');
    const Screen = lazyScreen(() => new Promise<{ default: typeof Hello }>(() => {}));
    render(
      <I18nProvider i18n={i18n}>
        <Screen />
      </I18nProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('');
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    vi.useRealTimers();
  });
});
