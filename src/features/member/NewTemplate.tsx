import { useLingui } from '@lingui/react/macro';
import { BalanceStrip } from './BalanceStrip';
import { EntryButton } from './EntryButton';
import { MemberHeader } from './MemberHeader';
import type { MemberCentreView } from './useMemberCentre';

/** The "new" member centre: a card with the member and the balance strip, then every entry in one icon grid. */
export function NewTemplate({ view }: { view: MemberCentreView }) {
  const { t } = useLingui();
  return (
    <>
      <div className="mine-card">
        <MemberHeader loggedIn={view.loggedIn} name={view.name} info={view.info} />
        {view.loggedIn && <BalanceStrip go={view.go} />}
      </div>
      <ul className="mine-grid" aria-label={t`Member services`}>
        {view.entries.map((entry) => (
          <li key={entry.id}>
            <EntryButton entry={entry} badge={view.badges[entry.id]} onOpen={view.open} />
          </li>
        ))}
      </ul>
    </>
  );
}
