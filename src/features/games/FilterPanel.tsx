import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../ui/Link';
import type { Vendor } from '../../api/contract/games';
import { categoryLabel } from '../../lib/categories';
import { formatMoney } from '../../lib/money';
import { gameList } from '../../lib/paths';
import { Dialog } from '../../ui/Dialog';
import { classificationLabel } from './classificationLabel';
import { MIN_BETS, OTHER_CATEGORIES, showsClassification } from './listRules';

export interface Filters {
  vendor: string | undefined;
  classify: string | undefined;
  minBet: number | undefined;
}

interface FilterPanelProps {
  open: boolean;
  gameType: string;
  vendors: readonly Vendor[];
  classifications: readonly string[];
  value: Filters;
  onApply: (filters: Filters) => void;
  onClose: () => void;
}

const EMPTY: Filters = { vendor: undefined, classify: undefined, minBet: undefined };

/** The filter panel (spec 02 §2): vendor (again deselects), classification and minimum bet for RNG, other categories. */
export function FilterPanel({
  open,
  gameType,
  vendors,
  classifications,
  value,
  onApply,
  onClose,
}: FilterPanelProps) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState<Filters>(value);
  // Kept while closed (GameListScreen's FilterControl): each opening starts again from the filters in force.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(value);
  }
  const rng = showsClassification(gameType);
  const chip = (active: boolean, label: string, onClick: () => void, key: string) => (
    <button
      key={key}
      type="button"
      className={`chip${active ? ' active' : ''}`}
      aria-pressed={active}
      onClick={onClick}
    >
      {label}
    </button>
  );
  return (
    <Dialog
      open={open}
      title={<Trans>Filter</Trans>}
      onClose={onClose}
      closeLabel={t`Close`}
      className="filter-panel"
      keep
      footer={
        <div className="filter-actions">
          <button type="button" className="btn" onClick={() => setDraft(EMPTY)}>
            <Trans>Reset</Trans>
          </button>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              onApply(draft);
              onClose();
            }}
          >
            <Trans>Apply</Trans>
          </button>
        </div>
      }
    >
      <fieldset className="filter-group">
        <legend>
          <Trans>Provider</Trans>
        </legend>
        {vendors.map((v) =>
          chip(
            draft.vendor === v.vassalage,
            v.vendorName,
            () => setDraft((d) => ({ ...d, vendor: d.vendor === v.vassalage ? undefined : v.vassalage })),
            v.vassalage,
          ),
        )}
      </fieldset>
      {rng && classifications.length > 0 && (
        <fieldset className="filter-group">
          <legend>
            <Trans>Game type</Trans>
          </legend>
          {classifications.map((c) =>
            chip(
              draft.classify === c,
              i18n._(classificationLabel(c)),
              () => setDraft((d) => ({ ...d, classify: d.classify === c ? undefined : c })),
              c,
            ),
          )}
        </fieldset>
      )}
      {rng && (
        <fieldset className="filter-group">
          <legend>
            <Trans>Minimum bet</Trans>
          </legend>
          {MIN_BETS.map((bet) =>
            chip(
              draft.minBet === bet,
              bet === undefined ? t`All` : formatMoney(bet),
              () => setDraft((d) => ({ ...d, minBet: bet })),
              String(bet),
            ),
          )}
        </fieldset>
      )}
      <nav className="filter-group" aria-label={t`Other categories`}>
        <h3>
          <Trans>Other categories</Trans>
        </h3>
        {OTHER_CATEGORIES.filter((c) => c !== gameType).map((c) => (
          <Link key={c} className="chip" href={gameList(c)} onClick={onClose}>
            {i18n._(categoryLabel(c))}
          </Link>
        ))}
      </nav>
    </Dialog>
  );
}
