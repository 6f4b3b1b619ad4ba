import { memo, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { call } from '../../api/client';
import { getGameVendorConfig, listAllVassalages, listGames } from '../../api/contract/games';
import { useFirstScreenShown } from '../../hooks/firstScreen';
import { useGameLaunch } from '../../hooks/useGameLaunch';
import { homeCategories } from '../../lib/categories';
import { pickCdn } from '../../lib/cdn';
import { prizeModeOf } from '../../lib/launch';
import { useNavigate } from '../../lib/navigate';
import { gameList, launchGame } from '../../lib/paths';
import { actionTarget } from '../../stores/actionGuard';
import { state as configState } from '../../stores/config';
import { useCached } from '../../stores/useCached';
import { useStableCallback } from '../../ui/useStableCallback';
import { CategoryContent } from './CategoryContent';
import { CategoryMenu } from './CategoryMenu';

const NONE: readonly never[] = [];

/**
 * Home's games (spec 02 §2): the category menu and the chosen category's vendors and games. It owns the vendor
 * answers and the chosen category; the games appear once `matchesKnown` (the hot-match ticker above them is settled),
 * so the ticker never pushes them down after they painted. The server's drawing waits for its answers too.
 */
export const HomeGames = memo(function HomeGames({ matchesKnown }: { matchesKnown: boolean }) {
  const navigate = useNavigate();
  const config = useSnapshot(configState).config;
  const [category, setCategory] = useState('HOT');
  const cdn = useMemo(() => pickCdn(config?.imageCdns ?? []), [config?.imageCdns]);
  const vendorConfigAnswer = useCached(getGameVendorConfig);
  const vendorConfig = vendorConfigAnswer.data;
  const vendorListAnswer = useCached(listAllVassalages, { merchant: config?.merchantCode });
  const vendorList = vendorListAnswer.data;
  const vendors = useMemo(() => vendorList ?? [], [vendorList]);
  const categories = useMemo(
    () => homeCategories(vendorConfig?.sorting ?? [], vendors),
    [vendorConfig, vendors],
  );
  const current = categories.find((c) => c.category === category) ?? categories[0];
  const elott = config?.elott ?? NONE;
  const { trial, launch } = useGameLaunch();
  const openVendor = useStableCallback(async (cat: string, vassalage: string) => {
    if (cat === 'LOTT' || cat === 'ELOTT') {
      // The tapped vendor's own lottery, in its own prize mode (ELOTT vendors are e-lotteries).
      const prizeMode = cat === 'ELOTT' ? 'Elott' : prizeModeOf(elott);
      return navigate(actionTarget('launch', launchGame({ prizeMode, code: 'lobby', vendor: vassalage })));
    }
    // A vendor tile opens that vendor's lobby game; without one, its list.
    const first = await call(listGames, { query: { gameType: cat, vassalage, pageNo: 1, pageSize: 1 } })
      .then((a) => a.games[0])
      .catch(() => undefined);
    if (first) launch(first);
    else navigate(gameList(cat));
  });
  const chooseVendor = useStableCallback((c: string, v: string) => void openVendor(c, v));
  useFirstScreenShown(!vendorConfigAnswer.loading && !vendorListAnswer.loading);
  if (!current || !matchesKnown) return <div className="games-loading" aria-hidden="true" />;
  return (
    <section className="popular" aria-label={undefined}>
      <CategoryMenu
        categories={categories}
        mapping={vendorConfig?.mapping ?? {}}
        current={current.category}
        onChoose={setCategory}
      />
      <CategoryContent
        key={current.category}
        category={current.category}
        vendors={current.vendors}
        allVendors={vendors}
        cdn={cdn}
        onLaunch={launch}
        trial={trial}
        onVendor={chooseVendor}
      />
    </section>
  );
});
