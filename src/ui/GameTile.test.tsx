import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GameItem } from '../api/contract/games';
import { i18n } from '../i18n/i18n';
import { messages } from '../i18n/locales/en';
import { GameTile } from './GameTile';

// Counts the tile's renders: its picture renders with it every time, and never on its own here.
const pictures = vi.hoisted(() => ({ renders: 0 }));
vi.mock('./LazyImage', () => ({
  LazyImage: ({ className }: { className?: string }) => {
    pictures.renders++;
    return <img className={className} alt="" />;
  },
}));

i18n.load('en', messages);
i18n.activate('en');

const game = (nodeId: number, gameName: string): GameItem => ({
  nodeId,
  vassalage: 'PG',
  vendorNames: 'PG Soft',
  gameName,
  gameType: 'RNG',
  gameCategory: 'RNG',
  gameId: `PG-${nodeId}`,
  iconUrl: `/img/${nodeId}.png`,
  supportPlay: true,
  isNew: false,
  gameClassify: '',
  minBet: 1,
  minLine: 1,
});
const FORTUNE = game(1, 'Fortune Ox');
const MAHJONG = game(2, 'Mahjong Ways');

afterEach(() => {
  pictures.renders = 0;
});

describe('game tile', () => {
  it('launches its own game and toggles its own favourite', () => {
    const onLaunch = vi.fn();
    const onToggle = vi.fn();
    render(
      <I18nProvider i18n={i18n}>
        <ul>
          <GameTile game={FORTUNE} onLaunch={onLaunch} favourite={false} onToggleFavourite={onToggle} />
          <GameTile game={MAHJONG} onLaunch={onLaunch} favourite onToggleFavourite={onToggle} />
        </ul>
      </I18nProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: /^Mahjong Ways/ }));
    expect(onLaunch).toHaveBeenCalledWith(MAHJONG);
    const star = screen.getByRole('button', { name: 'Favourite: Fortune Ox' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Favourite: Mahjong Ways' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(star);
    expect(onToggle).toHaveBeenCalledWith(FORTUNE);
  });

  it('shows no star where favourites do not apply', () => {
    render(
      <I18nProvider i18n={i18n}>
        <GameTile game={FORTUNE} onLaunch={() => {}} />
      </I18nProvider>,
    );
    expect(screen.queryByRole('button', { name: /Favourite/ })).toBeNull();
  });

  it('is left alone when its list renders again with the same props, and renders when its own change', () => {
    const launch = () => {};
    let setTick: (n: number) => void = () => {};
    let setFavourite: (on: boolean) => void = () => {};
    function List() {
      const [tick, tickTo] = useState(0);
      const [on, onTo] = useState(false);
      setTick = tickTo;
      setFavourite = onTo;
      return (
        <ul data-tick={tick}>
          <GameTile game={FORTUNE} onLaunch={launch} favourite={on} />
          <GameTile game={MAHJONG} onLaunch={launch} />
        </ul>
      );
    }
    render(
      <I18nProvider i18n={i18n}>
        <List />
      </I18nProvider>,
    );
    expect(pictures.renders).toBe(2);
    act(() => setTick(1));
    expect(pictures.renders).toBe(2);
    act(() => setFavourite(true));
    expect(pictures.renders).toBe(3);
  });
});
