import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const calls: { path: string; method: string }[] = [];
let fail = false;
vi.mock('../../api/client', () => ({
  call: vi.fn(async (ep: { path: string; method: string }) => {
    calls.push({ path: ep.path, method: ep.method });
    if (fail) throw new Error('refused');
    return ep.method === 'GET' ? { content: [{ nodeId: 1 }], pageNum: 1, totalPages: 1 } : {};
  }),
}));

const { isFavourite, loadFavouriteIds, resetFavourites, state, toggleFavourite } =
  await import('./favourites');

describe('favourites', () => {
  beforeEach(() => {
    resetFavourites();
    calls.length = 0;
    fail = false;
  });
  afterEach(() => vi.clearAllMocks());

  it('load the ids of the member favourites', async () => {
    await loadFavouriteIds();
    expect(isFavourite(1)).toBe(true);
  });
  it('add a game that is not a favourite, and remove it on the next toggle', async () => {
    await expect(toggleFavourite({ nodeId: 5, vassalage: 'PG' })).resolves.toEqual({ favourite: true });
    expect(state.ids).toEqual([5]);
    await expect(toggleFavourite({ nodeId: 5, vassalage: 'PG' })).resolves.toEqual({ favourite: false });
    expect(state.ids).toEqual([]);
    expect(calls.map((c) => c.method)).toEqual(['POST', 'DELETE']);
  });
  it('drop a removed favourite at once, before the server answers', async () => {
    state.ids = [7];
    const pending = toggleFavourite({ nodeId: 7, vassalage: 'PG' });
    expect(isFavourite(7)).toBe(false);
    await pending;
  });
  it('put a favourite back when the server refuses the removal', async () => {
    state.ids = [7];
    fail = true;
    // The failure comes back as it was thrown, so the screen says what happened (a refusal is not "offline").
    const outcome = await toggleFavourite({ nodeId: 7, vassalage: 'PG' });
    expect(outcome).toEqual({ failed: new Error('refused') });
    expect(isFavourite(7)).toBe(true);
  });
});
