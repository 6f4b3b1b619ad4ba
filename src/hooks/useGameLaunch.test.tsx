import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GameItem } from '../api/contract/games';
import { MemberType } from '../api/contract/memberTypes';
import { i18n } from '../i18n/i18n';
import { memoryBackend, setBackend } from '../lib/db';
import { state as config } from '../stores/config';
import { clearSession, setSession } from '../stores/session';
import { state as ui } from '../stores/ui';
import { demoConfig } from '../test/demoConfig';
import { useGameLaunch } from './useGameLaunch';
import { configureClient, resetClient } from '../api/client';

const realOnly = {
  nodeId: 7,
  vassalage: 'AURORA',
  gameCategory: 'RNG',
  gameId: 'g7',
  supportPlay: false,
} as GameItem;

function Probe() {
  const { trial, launch } = useGameLaunch();
  return (
    <button type="button" data-trial={trial} onClick={() => launch(realOnly)}>
      play
    </button>
  );
}

/** Renders the probe at `path` of the page's own history (the app moves with src/lib/navigate.ts). */
function renderAt(path: string) {
  history.replaceState(null, '', path);
  const view = render(
    <I18nProvider i18n={i18n}>
      <Probe />
    </I18nProvider>,
  );
  return { ...view, at: () => `${location.pathname}${location.search}` };
}

describe('useGameLaunch', () => {
  beforeEach(() => {
    setBackend(memoryBackend());
    i18n.activate('en');
    config.config = demoConfig;
    ui.toasts.splice(0);
  });
  afterEach(() => {
    clearSession();
    setBackend(undefined);
  });

  it('refuses a trial member a game without trial play, with the catalogue message, and stays put', async () => {
    setSession({ token: 't-trial', merchantCode: 'demo', type: MemberType.trial });
    const { getByRole, at } = renderAt('/m/home');
    expect(getByRole('button').dataset.trial).toBe('true');
    await act(async () => fireEvent.click(getByRole('button')));
    await waitFor(() => expect(ui.toasts).toHaveLength(1));
    expect(ui.toasts[0]?.text).toMatch(/^This game is for real-money accounts only/);
    expect(at()).toBe('/m/home');
  });

  it('opens the same game for an ordinary member, with no message, and records it among their recent games', async () => {
    const sent: { url: string; body: unknown }[] = [];
    configureClient({
      fetch: (async (url: RequestInfo | URL, init?: RequestInit) => {
        sent.push({ url: String(url), body: init?.body ? JSON.parse(String(init.body)) : undefined });
        return new Response(JSON.stringify({ success: true, value: { nodeId: 7, recent: true } }), {
          headers: { 'content-type': 'application/json' },
        });
      }) as typeof fetch,
      token: () => 't-member',
      merchant: () => 'demo',
      language: () => 'EN',
      device: () => 'MOBILE',
    });
    try {
      setSession({ token: 't-member', merchantCode: 'demo', userName: 'demo', type: MemberType.member });
      const { getByRole, at } = renderAt('/m/home');
      expect(getByRole('button').dataset.trial).toBe('false');
      await act(async () => fireEvent.click(getByRole('button')));
      expect(at()).toMatch(/^\/m\/launchGame\?/);
      expect(ui.toasts).toHaveLength(0);
      await waitFor(() =>
        expect(sent).toContainEqual({
          url: expect.stringContaining('/wps/game/recent') as unknown as string,
          body: { nodeId: 7, vendor: 'AURORA' },
        }),
      );
    } finally {
      resetClient();
    }
  });
});
