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
  const shown = count !== undefined && count > 99 ? '99+' : String(count ?? '');
  return (
    <button
      type="button"
      className="mine-entry"
      data-entry={entry.id}
      // The name holds the visible text first (the label and the badge as shown), then what the badge means.
      aria-label={count === undefined ? undefined : t`${label} ${shown}, ${count} unclaimed`}
      onClick={() => props.onOpen(entry)}
    >
      <span className="mine-entry-icon">
        <EntryIcon id={entry.id} />
      </span>
      <span className="mine-entry-label">{label}</span>
      {count !== undefined && (
        <span className="mine-badge" aria-hidden="true">
          {shown}
        </span>
      )}
    </button>
  );
}
