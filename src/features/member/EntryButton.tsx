import { useLingui } from '@lingui/react/macro';
import { EntryIcon } from './EntryIcon';
import { ENTRY_TEXT } from './entryText';
import type { Entry } from './memberEntries';

/** One member-centre entry: a real button (the guard decides on tap); a count badge only above 0. */
export function EntryButton(props: {
  entry: Entry;
  badge: number | undefined;
  onOpen: (entry: Entry) => void;
}) {
  const { i18n, t } = useLingui();
  const { entry, badge } = props;
  const label = i18n._(ENTRY_TEXT[entry.id]);
  const count = badge !== undefined && badge > 0 ? badge : undefined;
  return (
    <button
      type="button"
      className="mine-entry"
      data-entry={entry.id}
      aria-label={count === undefined ? undefined : t`${label}, ${count} unclaimed`}
      onClick={() => props.onOpen(entry)}
    >
      <span className="mine-entry-icon">
        <EntryIcon id={entry.id} />
      </span>
      <span className="mine-entry-label">{label}</span>
      {count !== undefined && (
        <span className="mine-badge" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </button>
  );
}
