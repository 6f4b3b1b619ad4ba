import type { ReactNode } from 'react';

/** A status as a labelled chip: its colour follows the tone, and the text always says it (colour is never alone). */
export function StatusChip({ tone, children }: { tone: 'done' | 'waiting' | 'failed'; children: ReactNode }) {
  return (
    <span className={`records-chip records-chip-${tone}`} data-tone={tone}>
      {children}
    </span>
  );
}
