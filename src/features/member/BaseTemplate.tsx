import { useLingui } from '@lingui/react/macro';
import { BalanceStrip } from './BalanceStrip';
import { EntryButton } from './EntryButton';
import { ENTRY_GROUPS } from './entryText';
import { MemberHeader } from './MemberHeader';
import type { MemberCentreView } from './useMemberCentre';

/** The "base" member centre: the member's line, the balance, then the entries as a plain grouped list. */
export function BaseTemplate({ view }: { view: MemberCentreView }) {
  const { i18n } = useLingui();
  const shown = new Map(view.entries.map((e) => [e.id, e]));
  return (
    <>
      <MemberHeader loggedIn={view.loggedIn} name={view.name} info={view.info} />
      {view.loggedIn && <BalanceStrip go={view.go} />}
      {ENTRY_GROUPS.map((group) => {
        const entries = group.ids.flatMap((id) => shown.get(id) ?? []);
        if (entries.length === 0) return null;
        const title = i18n._(group.title);
        return (
          <section key={title} className="mine-group" aria-label={title}>
            <h2>{title}</h2>
            <ul className="mine-list">
              {entries.map((entry) => (
                <li key={entry.id}>
                  <EntryButton entry={entry} badge={view.badges[entry.id]} onOpen={view.open} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
