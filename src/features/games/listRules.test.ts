import { describe, expect, it } from 'vitest';
import { bootUrl, gameListFirstQuery, gameListType } from '../../api/contract/boot';
import { listGames } from '../../api/contract/games';
import {
  chooseVendor,
  gameListTabs,
  listQuery,
  nearBottom,
  vendorsPerGroup,
  type ListState,
} from './listRules';

const base: ListState = {
  gameType: 'RNG',
  tab: 'all',
  vendor: undefined,
  classify: undefined,
  minBet: undefined,
  name: '',
};

describe('game list tabs', () => {
  it('are recent, fav, hot and all, plus new for RNG', () => {
    expect(gameListTabs('LIVE', [])).toEqual(['recent', 'fav', 'hot', 'all']);
    expect(gameListTabs('RNG', [])).toEqual(['recent', 'fav', 'hot', 'all', 'new']);
  });
  it('add the vendor classifications only when there is more than one', () => {
    expect(gameListTabs('FISH', ['Fishing'])).toEqual(['recent', 'fav', 'hot', 'all']);
    expect(gameListTabs('RNG', ['Slots', 'Bingo', 'Slots'])).toEqual([
      'recent',
      'fav',
      'hot',
      'all',
      'new',
      'classify:Slots',
      'classify:Bingo',
    ]);
  });
});

describe('game list state', () => {
  it('clears the tab when a vendor is chosen, and deselects the same vendor', () => {
    const chosen = chooseVendor(base, 'PG');
    expect(chosen).toMatchObject({ vendor: 'PG', tab: undefined });
    expect(chooseVendor(chosen, 'PG').vendor).toBeUndefined();
  });
  it('asks for 26 games a page from page 1 with the spec query', () => {
    expect(listQuery({ ...base, name: ' tiger ', minBet: 0.05 }, 1, 'EN', 'demo')).toEqual({
      merchant: 'demo',
      clientType: 2,
      platform: 'html5',
      gameType: 'RNG',
      gameName: 'tiger',
      isNew: undefined,
      vassalage: undefined,
      gameClassify: undefined,
      minBet: 0.05,
      pageNo: 1,
      pageSize: 26,
      language: 'EN',
    });
  });
  it('sends isNew for the new tab and the classification of a classification tab', () => {
    expect(listQuery({ ...base, tab: 'new' }, 2, 'TY', 'demo')).toMatchObject({ isNew: true, pageNo: 2 });
    expect(listQuery({ ...base, tab: 'classify:Bingo' }, 1, 'TY', 'demo').gameClassify).toBe('Bingo');
  });
  it('asks on arrival for the URL the server answered in the page (boot answers), with or without a vendor', () => {
    for (const [search, vendor] of [
      ['gameType=fish', undefined],
      ['', undefined],
      ['gameType=RNG&vendor=PG', 'PG'],
    ] as const) {
      const gameType = gameListType(new URLSearchParams(search));
      const arrival = listQuery({ ...base, gameType, vendor }, 1, 'TY', 'demo');
      expect(bootUrl(listGames.path, arrival)).toBe(
        bootUrl(listGames.path, gameListFirstQuery(gameType, vendor, 'TY', 'demo')),
      );
    }
    expect(gameListType(new URLSearchParams('gameType=fish'))).toBe('FISH');
  });
  it('never sends the classification or minimum bet outside RNG', () => {
    const fish = listQuery({ ...base, gameType: 'FISH', classify: 'Slots', minBet: 0.1 }, 1, 'EN', 'demo');
    expect(fish.gameClassify).toBeUndefined();
    expect(fish.minBet).toBeUndefined();
  });
});

describe('vendor carousel and scrolling', () => {
  it('shows up to 5 vendors at once, more 4 at a time', () => {
    expect(vendorsPerGroup(5)).toBe(5);
    expect(vendorsPerGroup(1)).toBe(1);
    expect(vendorsPerGroup(9)).toBe(4);
  });
  it('loads more within 500 px of the bottom', () => {
    expect(nearBottom(1000, 800, 2300)).toBe(true);
    expect(nearBottom(1000, 800, 2301)).toBe(false);
  });
});
