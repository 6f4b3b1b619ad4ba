import type { ReactNode } from 'react';

/** The totals of the whole chosen range (not just the page), as labelled figures. */
export function RecordTotals({ items }: { items: { key: string; label: ReactNode; value: ReactNode }[] }) {
  return (
    <dl className="records-totals" data-testid="records-totals">
      {items.map((item) => (
        <div key={item.key}>
          <dt>{item.label}</dt>
          <dd data-total={item.key}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
