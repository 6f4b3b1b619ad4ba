import type { GameListQuery } from '../../api/contract/games';
import { GAME_LIST_PAGE_SIZE } from '../../api/contract/boot';

/**
 * Game list rules (spec 02 §2, §4, §5, §9), pure so they are unit-tested: the tabs, the filter options and the
 * list query each state asks for.
 */

export const PAGE_SIZE = GAME_LIST_PAGE_SIZE;
export const FIRST_PAGE = 1;
export const RECENT_PAGE_SIZE = 25;
/** A load triggers within this distance of the bottom, at most once a second; scroll is looked at every 300 ms. */
export const LOAD_MORE_WITHIN_PX = 500;
export const LOAD_MORE_THROTTLE_MS = 1000;
export const SCROLL_THROTTLE_MS = 300;
/** The search re-runs this long after a language change. */
export const LANGUAGE_DEBOUNCE_MS = 200;
/** Vendor carousel: paging starts above 5 vendors, 4 per page. */
export const VENDOR_PAGING_ABOVE = 5;
export const VENDORS_PER_PAGE = 4;
/** The space between the vendors of the strip (spec 02 §9: swiper's spaceBetween 5). */
export const VENDOR_SPACING_PX = 5;
/** Minimum bet options (RNG only); undefined is "all". */
export const MIN_BETS: readonly (number | undefined)[] = [undefined, 0.01, 0.05, 0.1, 0.5, 0.75];
/** Categories the filter panel links to: every one except ELOTT. */
export const OTHER_CATEGORIES = ['SPORTS', 'LIVE', 'FISH', 'RNG', 'PVP', 'LOTT'] as const;

export type Tab = 'recent' | 'fav' | 'hot' | 'all' | 'new' | `classify:${string}`;

/** The tabs: recent, fav, hot, all; new for RNG; the vendor classifications when there is more than one. */
export function gameListTabs(gameType: string, classifications: readonly string[]): Tab[] {
  const tabs: Tab[] = ['recent', 'fav', 'hot', 'all'];
  if (gameType === 'RNG') tabs.push('new');
  const unique = [...new Set(classifications.filter(Boolean))];
  if (unique.length > 1) tabs.push(...unique.map((c): Tab => `classify:${c}`));
  return tabs;
}

/** The classification filter shows for RNG only, never for FISH; so does the minimum bet. */
export function showsClassification(gameType: string): boolean {
  return gameType === 'RNG';
}

/** What the list shows right now. */
export interface ListState {
  gameType: string;
  tab: Tab | undefined;
  vendor: string | undefined;
  classify: string | undefined;
  minBet: number | undefined;
  name: string;
}

/** What the list screen keeps in state: everything but the game type, which the URL holds. */
export type ListFilters = Omit<ListState, 'gameType'>;

/** Choosing a vendor clears the tab; choosing the same vendor again deselects it. */
export function chooseVendor<S extends ListFilters>(state: S, vendor: string | undefined): S {
  return { ...state, vendor: vendor === state.vendor ? undefined : vendor, tab: undefined };
}

/** The game list query of a state and page (tabs other than recent, fav and hot). */
export function listQuery(
  state: ListState,
  page: number,
  language: string,
  merchant: string | undefined,
): GameListQuery {
  const classifyTab = state.tab?.startsWith('classify:') ? state.tab.slice('classify:'.length) : undefined;
  return {
    merchant,
    clientType: 2,
    platform: 'html5',
    gameType: state.gameType,
    gameName: state.name.trim() || undefined,
    isNew: state.tab === 'new' ? true : undefined,
    vassalage: state.vendor,
    gameClassify: classifyTab ?? (showsClassification(state.gameType) ? state.classify : undefined),
    minBet: showsClassification(state.gameType) ? state.minBet : undefined,
    pageNo: page,
    pageSize: PAGE_SIZE,
    language,
  };
}

/** How many vendors the strip shows at once: all of up to 5, else 4 per group (spec 02 §2, §9). */
export function vendorsPerGroup(count: number): number {
  return count > VENDOR_PAGING_ABOVE ? VENDORS_PER_PAGE : Math.max(count, 1);
}

/** Whether a scroll position is close enough to the bottom to load the next page. */
export function nearBottom(scrollTop: number, viewport: number, scrollHeight: number): boolean {
  return scrollHeight - (scrollTop + viewport) <= LOAD_MORE_WITHIN_PX;
}
