import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GameItem } from '../../api/contract/games';
import { usePagedGames, type GamePage } from './usePagedGames';

const game = (nodeId: number) => ({ nodeId }) as GameItem;

describe('usePagedGames', () => {
  it('starts at page 1 and stops after the last page', async () => {
    const asked: number[] = [];
    const fetchPage = (page: number): Promise<GamePage> => {
      asked.push(page);
      return Promise.resolve({ games: [game(page)], totalPages: 1 });
    };
    const { result } = renderHook(() => usePagedGames('a', fetchPage));
    await waitFor(() => expect(result.current.done).toBe(true));
    expect(asked).toEqual([1]);
    expect(result.current.games.map((g) => g.nodeId)).toEqual([1]);
    expect(result.current.failed).toBe(false);
  });

  it('ends paging when a fetch fails', async () => {
    const { result } = renderHook(() => usePagedGames('a', () => Promise.reject(new Error('offline'))));
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.done).toBe(true);
    expect(result.current.loading).toBe(false);
  });

  it('clears the list and starts again at page 1 when the state changes', async () => {
    const { result, rerender } = renderHook(
      ({ key }: { key: string }) =>
        usePagedGames(key, () => Promise.resolve({ games: [game(key === 'a' ? 1 : 2)], totalPages: 3 })),
      { initialProps: { key: 'a' } },
    );
    await waitFor(() => expect(result.current.games.map((g) => g.nodeId)).toEqual([1]));
    rerender({ key: 'b' });
    await waitFor(() => expect(result.current.games.map((g) => g.nodeId)).toEqual([2]));
    expect(result.current.done).toBe(false);
  });

  it('drops one game at once (a favourite removed on the favourites tab)', async () => {
    const { result } = renderHook(() =>
      usePagedGames('a', () => Promise.resolve({ games: [game(1), game(2)], totalPages: 1 })),
    );
    await waitFor(() => expect(result.current.games).toHaveLength(2));
    act(() => result.current.drop(1));
    expect(result.current.games.map((g) => g.nodeId)).toEqual([2]);
  });
});
