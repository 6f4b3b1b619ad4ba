import { describe, expect, it } from 'vitest';
import { FIRST_VIEW, firstViewOf, firstViewsOf, MAX_FIRST_VIEW } from './firstView';

const ORIGIN = 'https://m.example';
const PAGE = `${ORIGIN}/m/gameList?gameType=RNG`;
const tile = (n: number) => `https://games.example/cdn/img/game/${n}/TILE.png`;

describe('first views', () => {
  it('takes a well-formed message of this origin, keeping only addresses of kept pictures, each once', () => {
    expect(
      firstViewOf(
        {
          type: FIRST_VIEW,
          page: PAGE,
          urls: [
            tile(1),
            tile(1),
            `${ORIGIN}/m/icons/app-192.png`,
            `${ORIGIN}/wps/member/info`,
            'javascript:alert(1)',
            '/cdn/relative.png',
            '',
            42,
            `${tile(2)}?${'x'.repeat(3000)}`,
          ],
        },
        ORIGIN,
      ),
    ).toEqual({ type: FIRST_VIEW, page: PAGE, urls: [tile(1), `${ORIGIN}/m/icons/app-192.png`] });
  });

  it('refuses anything else, and a page of another origin', () => {
    expect(firstViewOf({ type: 'PAINT_HINT', page: PAGE, urls: [] }, ORIGIN)).toBeUndefined();
    expect(firstViewOf({ type: FIRST_VIEW, page: PAGE, urls: 'x' }, ORIGIN)).toBeUndefined();
    expect(
      firstViewOf({ type: FIRST_VIEW, page: 'https://evil.example/m/home', urls: [] }, ORIGIN),
    ).toBeUndefined();
    expect(firstViewOf({ type: FIRST_VIEW, page: '/m/home', urls: [] }, ORIGIN)).toBeUndefined();
    expect(firstViewOf(null, ORIGIN)).toBeUndefined();
    expect(firstViewOf('FIRST_VIEW', ORIGIN)).toBeUndefined();
  });

  it(`names at most ${MAX_FIRST_VIEW} pictures`, () => {
    const urls = Array.from({ length: MAX_FIRST_VIEW + 10 }, (_, i) => tile(i));
    expect(firstViewOf({ type: FIRST_VIEW, page: PAGE, urls }, ORIGIN)?.urls).toEqual(
      urls.slice(0, MAX_FIRST_VIEW),
    );
  });

  it('keeps only the well-formed entries of a stored map', () => {
    expect(
      firstViewsOf(
        { [PAGE]: [tile(1), 'data:,x'], 'https://evil.example/m/home': [tile(2)], [`${ORIGIN}/m/home`]: 3 },
        ORIGIN,
      ),
    ).toEqual({ [PAGE]: [tile(1)] });
    expect(firstViewsOf('garbage', ORIGIN)).toEqual({});
    expect(firstViewsOf(null, ORIGIN)).toEqual({});
  });
});
