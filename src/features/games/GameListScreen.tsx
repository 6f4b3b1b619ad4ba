import { startTransition, useEffect, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { useSearch } from '../../hooks/address';
import { useNavigate } from '../../lib/navigate';
import { gameListType } from '../../api/contract/boot';
import { listGames } from '../../api/contract/games';
import { prefilled } from '../../stores/prefill';
import { categoryLabel } from '../../lib/categories';
import { actionAllowed, actionTarget } from '../../stores/actionGuard';
import { state as languageState } from '../../stores/language';
import { state as configState } from '../../stores/config';
import { state as sessionState } from '../../stores/session';
import { paths } from '../../lib/paths';
import { useStableCallback } from '../../ui/useStableCallback';
import { loadFavouriteIds, resetFavourites } from './favourites';
import { fetchTab } from './fetchTab';
import { FilterControl } from './FilterControl';
import type { Filters } from './FilterPanel';
import { GameGrid } from './GameGrid';
import { GameTabs } from './GameTabs';
import {
  chooseVendor,
  FIRST_PAGE,
  gameListTabs,
  LANGUAGE_DEBOUNCE_MS,
  type ListFilters,
  listQuery,
  type ListState,
  type Tab,
} from './listRules';
import { SearchBox } from './SearchBox';
import { usePagedGames } from './usePagedGames';
import { useVendors } from './useVendors';
import { VendorCarousel } from './VendorCarousel';
import './games.css';
import '../../i18n/games';

/**
 * /m/gameList?gameType=: search, tabs, vendors, filters and an infinite grid (spec 02 §2). The game type is read
 * from the URL alone; another type starts a fresh list (keyed by type), with the URL's vendor if it names one.
 */
export default function GameListScreen() {
  const params = new URLSearchParams(useSearch());
  const gameType = gameListType(params);
  return <GameList key={gameType} gameType={gameType} initialVendor={params.get('vendor') ?? undefined} />;
}

function GameList({ gameType, initialVendor }: { gameType: string; initialVendor: string | undefined }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const language = useSnapshot(languageState).language;
  const token = useSnapshot(sessionState).info?.token;
  const [filters, setFilters] = useState<ListFilters>(() => ({
    tab: gameType === 'HOT' ? 'hot' : 'all',
    vendor: initialVendor,
    classify: undefined,
    minBet: undefined,
    name: '',
  }));
  // The list re-runs 200 ms after a language change (spec 02 §4).
  const [listLanguage, setListLanguage] = useState(language);
  useEffect(() => {
    const timer = setTimeout(() => setListLanguage(language), LANGUAGE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [language]);

  useEffect(() => {
    if (token) void loadFavouriteIds();
    else resetFavourites();
  }, [token]);

  const list: ListState = { ...filters, gameType };
  const { vendors } = useVendors(gameType);
  const classifications = useMemo(() => {
    const from = list.vendor ? vendors.filter((v) => v.vassalage === list.vendor) : vendors;
    return [...new Set(from.flatMap((v) => v.classifications))];
  }, [vendors, list.vendor]);
  const tabs = gameListTabs(gameType, classifications);

  // The merchant the lists are asked for (spec 02 §3's `merchant`, hot games' `merchantCode`).
  const merchant = useSnapshot(configState).config?.merchantCode;
  const resetKey = JSON.stringify([list, listLanguage, token ?? '', merchant ?? '']);
  // A guest's recent tab stays empty: guests never call member endpoints (DECISIONS.md "Errors").
  const [drawn] = useState(() => {
    if (list.tab === 'recent' || list.tab === 'fav' || list.tab === 'hot') return undefined;
    const first = prefilled(listGames, listQuery(list, FIRST_PAGE, listLanguage, merchant));
    return first && { games: first.games, totalPages: first.totalPages };
  });
  const paged = usePagedGames(
    resetKey,
    (page) =>
      list.tab === 'recent' && !token
        ? Promise.resolve({ games: [], totalPages: 0 })
        : fetchTab(list, page, listLanguage, merchant),
    drawn,
  );

  const chooseTab = (tab: Tab) => {
    if (tab === 'fav' && !actionAllowed('favouritesTab'))
      return navigate(actionTarget('favouritesTab', paths.gameList));
    setFilters((l) => ({ ...l, tab }));
  };
  // The panel closes at once; the list it changes renders in the background (a transition: time-sliced, and a tap
  // in between is answered first), so the tap on Apply is not held behind the old list's tiles going.
  const applyFilters = useStableCallback((f: Filters) =>
    startTransition(() =>
      setFilters((l) => ({ ...l, ...f, tab: f.vendor !== l.vendor ? undefined : l.tab })),
    ),
  );
  // The filters in force, the same object while they hold: the kept panel renders only when what it shows changes.
  const filterValue = useMemo(
    () => ({ vendor: list.vendor, classify: list.classify, minBet: list.minBet }),
    [list.vendor, list.classify, list.minBet],
  );

  return (
    <section className="game-list" aria-labelledby="game-list-title">
      <h1 id="game-list-title" className="game-list-title">
        {i18n._(categoryLabel(gameType))}
      </h1>
      <div className="game-list-bar">
        <SearchBox initial={list.name} onSearch={(name) => setFilters((l) => ({ ...l, name }))} />
        <FilterControl
          gameType={gameType}
          vendors={vendors}
          classifications={classifications}
          value={filterValue}
          onApply={applyFilters}
        />
      </div>
      {gameType !== 'HOT' && (
        <VendorCarousel
          vendors={vendors}
          current={list.vendor}
          onChoose={(v) => setFilters((l) => chooseVendor(l, v))}
        />
      )}
      <GameTabs tabs={tabs} current={list.tab} onChoose={chooseTab} />
      <GameGrid paged={paged} favouritesTab={list.tab === 'fav'} />
    </section>
  );
}
