import { useLingui } from '@lingui/react/macro';
import { categoryLabel, type HomeCategory } from '../../lib/categories';

interface CategoryMenuProps {
  categories: readonly HomeCategory[];
  mapping: Readonly<Record<string, string>>;
  current: string;
  onChoose: (category: string) => void;
}

/** The popular-games category tabs, in the server's order with HOT first (spec 02 §2). */
export function CategoryMenu({ categories, mapping, current, onChoose }: CategoryMenuProps) {
  const { i18n, t } = useLingui();
  return (
    <div className="category-menu" role="tablist" aria-label={t`Game categories`}>
      {categories.map((c) => (
        <button
          key={c.category}
          type="button"
          role="tab"
          id={`cat-tab-${c.category}`}
          aria-selected={c.category === current}
          aria-controls="cat-panel"
          data-category={c.category}
          className={`category-tab${c.category === current ? ' active' : ''}`}
          onClick={() => onChoose(c.category)}
        >
          {i18n._(categoryLabel(c.category, mapping))}
        </button>
      ))}
    </div>
  );
}
