import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { classificationLabel } from './classificationLabel';
import type { Tab } from './listRules';

interface GameTabsProps {
  tabs: readonly Tab[];
  current: Tab | undefined;
  onChoose: (tab: Tab) => void;
}

/** The list tabs: recent, favourites, hot, all, new (RNG) and the classifications. */
export function GameTabs({ tabs, current, onChoose }: GameTabsProps) {
  const { t, i18n } = useLingui();
  const strip = useRef<HTMLDivElement>(null);
  // Bring the chosen tab into view only when it is off the strip, so the first tabs never scroll away for nothing.
  useEffect(() => {
    const el = strip.current;
    const active = el?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!el || !active) return;
    const left = active.offsetLeft; // the strip is positioned, so this is within it
    const right = left + active.offsetWidth;
    // Scroll just enough (clear of the 16 px padding that holds the edge fades), never centring the tab.
    if (right + 16 > el.scrollLeft + el.clientWidth) el.scrollLeft = right + 16 - el.clientWidth;
    else if (left - 16 < el.scrollLeft) el.scrollLeft = left - 16;
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
        return i18n._(classificationLabel(tab.slice('classify:'.length)));
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
