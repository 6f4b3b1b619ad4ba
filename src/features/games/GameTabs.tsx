import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Tab } from './listRules';

interface GameTabsProps {
  tabs: readonly Tab[];
  current: Tab | undefined;
  onChoose: (tab: Tab) => void;
}

/** The list tabs: recent, favourites, hot, all, new (RNG) and the classifications. */
export function GameTabs({ tabs, current, onChoose }: GameTabsProps) {
  const { t } = useLingui();
  const strip = useRef<HTMLDivElement>(null);
  // Keep the chosen tab in view on a narrow phone (the strip scrolls sideways; the page does not move).
  useEffect(() => {
    const el = strip.current;
    const active = el?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (el && active) el.scrollLeft = active.offsetLeft - (el.clientWidth - active.offsetWidth) / 2;
  }, [current]);
  const label = (tab: Tab): string => {
    switch (tab) {
      case 'recent':
        return t`Recent`;
      case 'fav':
        return t`Favourites`;
      case 'hot':
        return t`Hot`;
      case 'all':
        return t`All`;
      case 'new':
        return t`New`;
      default:
        return tab.slice('classify:'.length);
    }
  };
  return (
    <div ref={strip} className="game-tabs" role="tablist" aria-label={t`Game lists`}>
      {tabs.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          aria-selected={tab === current}
          data-tab={tab}
          className={`game-tab${tab === current ? ' active' : ''}`}
          onClick={() => onChoose(tab)}
        >
          {label(tab)}
        </button>
      ))}
    </div>
  );
}
