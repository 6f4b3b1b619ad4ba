import { act, render } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAddress } from '../hooks/address';
import { i18n } from '../i18n/i18n';
import { messages } from '../i18n/locales/en';
import { paths } from '../lib/paths';
import { Shell } from './Shell';

// What each screen rendered, and with which address: the screens stand in for the real ones (their own tests and the
// end-to-end suite cover them); the shell's chrome is left out, as it does not read the screens' addresses.
const renders: string[] = [];
vi.mock('./GuardedRoute', () => ({
  GuardedRoute: ({ route }: { route: string }) => {
    const address = useAddress();
    renders.push(`${route} at ${address.path}${address.search ? `?${address.search}` : ''}`);
    return <p>{route}</p>;
  },
}));
vi.mock('./Header', () => ({ Header: () => null }));
vi.mock('./BottomMenu', () => ({ BottomMenu: () => null }));
vi.mock('./DownloadBar', () => ({ DownloadBar: () => null }));
vi.mock('./OfflineBanner', () => ({ OfflineBanner: () => null }));
vi.mock('./Toasts', () => ({ Toasts: () => null }));

async function settle() {
  // The deferred renders and the transition that lets the screen left go (after the next paint).
  for (let i = 0; i < 5; i++)
    await act(async () => {
      await new Promise((done) => setTimeout(done, 20));
    });
}

describe('Shell', () => {
  beforeEach(() => {
    renders.length = 0;
    i18n.load('en', messages);
    i18n.activate('en');
  });

  it('renders neither the kept home nor the screen being left again for a move: only the screen moved to', async () => {
    const memory = memoryLocation({ path: paths.home, record: true });
    render(
      <I18nProvider i18n={i18n}>
        <Router hook={memory.hook} searchHook={memory.searchHook}>
          <Shell />
        </Router>
      </I18nProvider>,
    );
    await settle();
    expect(renders).toEqual([`${paths.home} at ${paths.home}`]);

    renders.length = 0;
    act(() => memory.navigate(`${paths.gameList}?gameType=RNG`));
    await settle();
    expect(renders).toEqual([`${paths.gameList} at ${paths.gameList}?gameType=RNG`]);

    renders.length = 0;
    act(() => memory.navigate(`${paths.gameList}?gameType=FISH`));
    await settle();
    expect(renders).toEqual([`${paths.gameList} at ${paths.gameList}?gameType=FISH`]);

    // Back home: home is shown again as it was, and the game list goes without rendering for home's address.
    renders.length = 0;
    act(() => memory.navigate(paths.home));
    await settle();
    expect(renders).toEqual([]);
    expect(document.querySelectorAll('main').length).toBe(1);
  });
});
