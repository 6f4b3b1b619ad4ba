import { useEffect, useRef, type KeyboardEvent } from 'react';

export interface ActivityMenuItem {
  /** Undefined for the "all" tab. */
  id: number | undefined;
  title: string;
}

interface ActivityMenuProps {
  items: readonly ActivityMenuItem[];
  /** The index of the selected tab; the first by default (spec 02 §2 "activity menu"). */
  selected: number;
  onSelect: (index: number) => void;
  label: string;
}

/**
 * The activity menu (spec 02 §2): a horizontally scrolling strip of tabs; a tap selects the tab and centres it.
 * Arrow keys, Home and End move between tabs, as a tab list does.
 */
export function ActivityMenu({ items, selected, onSelect, label }: ActivityMenuProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  useEffect(() => {
    refs.current[selected]?.scrollIntoView?.({ inline: 'center', block: 'nearest', behavior: 'smooth' });
  }, [selected]);
  const onKey = (e: KeyboardEvent) => {
    const last = items.length - 1;
    const next =
      e.key === 'ArrowRight'
        ? Math.min(last, selected + 1)
        : e.key === 'ArrowLeft'
          ? Math.max(0, selected - 1)
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : undefined;
    if (next === undefined) return;
    e.preventDefault();
    onSelect(next);
    refs.current[next]?.focus();
  };
  return (
    <div className="activity-menu" role="tablist" aria-label={label} onKeyDown={onKey}>
      {items.map((item, i) => (
        <button
          key={item.id ?? 'all'}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          aria-selected={i === selected}
          tabIndex={i === selected ? 0 : -1}
          className="activity-tab"
          data-category={item.id ?? 'all'}
          onClick={() => onSelect(i)}
        >
          {item.title}
        </button>
      ))}
    </div>
  );
}
