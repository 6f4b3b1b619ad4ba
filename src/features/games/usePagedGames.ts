import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { GameItem } from '../../api/contract/games';
import { drawingUp } from '../../lib/drawing';
import { FIRST_PAGE, LOAD_MORE_THROTTLE_MS, nearBottom, SCROLL_THROTTLE_MS } from './listRules';

/** One page of games and how many pages there are. */
export interface GamePage {
  games: GameItem[];
  totalPages: number;
}

export interface PagedGames {
  games: GameItem[];
  loading: boolean;
  /** No more pages: the last one arrived, or a fetch failed (spec 02 §8). */
  done: boolean;
  failed: boolean;
  /** Drops one game from the list (a favourite removed on the favourites tab). */
  drop: (nodeId: number) => void;
  /** Puts a dropped game back where it was (the removal failed). */
  restore: (game: GameItem, at: number) => void;
  /** Asks again for the page that failed. */
  retry: () => void;
}

/**
 * Infinite scroll (spec 02 §4, §9): `fetchPage` is called with pages 1, 2, 3… as the window scrolls within 500 px of
 * the bottom (scroll looked at every 300 ms, loads at most once a second). A new `resetKey` clears the list and
 * starts again at page 1. A failed fetch ends paging.
 */
export function usePagedGames(
  resetKey: string,
  fetchPage: (page: number) => Promise<GamePage>,
  /** The first page already in hand: only the server's drawing of a first screen has one (src/stores/prefill.ts). */
  drawn?: GamePage,
): PagedGames {
  const [games, setGames] = useState<GameItem[]>(() => drawn?.games ?? []);
  const [loading, setLoading] = useState(false);
  const [done, setDone] = useState(() => drawn !== undefined && drawn.totalPages <= FIRST_PAGE);
  const [failed, setFailed] = useState(false);
  const page = useRef(FIRST_PAGE - 1);
  const busy = useRef(false);
  const lastLoad = useRef(0);
  const generation = useRef(0);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const doneRef = useRef(false);

  const loadNext = useCallback(async () => {
    if (busy.current || doneRef.current) return;
    busy.current = true;
    lastLoad.current = Date.now();
    const gen = generation.current;
    const next = page.current + 1;
    setLoading(true);
    try {
      const answer = await fetchRef.current(next);
      if (gen !== generation.current) return;
      page.current = next;
      const last = next >= answer.totalPages || answer.games.length === 0;
      if (last) doneRef.current = true;
      // A page of tiles renders as a transition: React yields between tiles, so scrolling and taps stay smooth on
      // a slow phone while 26 tiles mount. The loading flag below lands in the same transition.
      startTransition(() => {
        setGames((list) => (next === FIRST_PAGE ? answer.games : [...list, ...answer.games]));
        if (last) setDone(true);
      });
    } catch {
      if (gen !== generation.current) return;
      doneRef.current = true;
      setDone(true);
      setFailed(true);
    } finally {
      if (gen === generation.current) {
        busy.current = false;
        startTransition(() => setLoading(false));
      }
    }
  }, []);

  useEffect(() => {
    generation.current += 1;
    page.current = FIRST_PAGE - 1;
    busy.current = false;
    doneRef.current = false;
    setGames([]);
    setDone(false);
    setFailed(false);
    // Beneath the server's drawing the first page comes from the page's boot answer, checked against its schema at
    // once: in a task of its own, not in the one that runs the screen's first effects (docs/performance.md).
    if (!drawingUp()) {
      void loadNext();
      return undefined;
    }
    const timer = setTimeout(() => void loadNext(), 0);
    return () => clearTimeout(timer);
  }, [resetKey, loadNext]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      timer = undefined;
      const el = document.documentElement;
      if (!nearBottom(window.scrollY, window.innerHeight, el.scrollHeight)) return;
      const wait = lastLoad.current + LOAD_MORE_THROTTLE_MS - Date.now();
      if (wait > 0) timer = setTimeout(check, wait);
      else void loadNext();
    };
    const onScroll = () => {
      timer ??= setTimeout(check, SCROLL_THROTTLE_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (timer) clearTimeout(timer);
    };
  }, [loadNext]);

  const drop = useCallback(
    (nodeId: number) => setGames((list) => list.filter((g) => g.nodeId !== nodeId)),
    [],
  );
  const restore = useCallback(
    (game: GameItem, at: number) =>
      setGames((list) =>
        list.some((g) => g.nodeId === game.nodeId) ? list : [...list.slice(0, at), game, ...list.slice(at)],
      ),
    [],
  );
  const retry = useCallback(() => {
    if (busy.current) return;
    doneRef.current = false;
    setDone(false);
    setFailed(false);
    void loadNext();
  }, [loadNext]);
  return { games, loading, done, failed, drop, restore, retry };
}
