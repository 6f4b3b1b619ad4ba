import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import './games.css';
import '../../i18n/games';

interface Props<T> {
  /** The heading's id, which labels the section. */
  titleId: string;
  title: ReactNode;
  loading: boolean;
  items: readonly T[];
  keyOf: (item: T) => string;
  /** The content of one list item. */
  renderItem: (item: T) => ReactNode;
  /** Set when the item itself is the card (it holds several buttons). */
  itemClassName?: string;
  /** Shown between the heading and the list. */
  children?: ReactNode;
  /** Shown after the list. */
  footer?: ReactNode;
}

/** The frame the lobby screens share: a titled section, a loading or empty note, and a list of lobby cards. */
export function LobbyList<T>({
  titleId,
  title,
  loading,
  items,
  keyOf,
  renderItem,
  itemClassName,
  footer,
  children,
}: Props<T>) {
  return (
    <section className="game-list" aria-labelledby={titleId}>
      <h1 id={titleId} className="game-list-title">
        {title}
      </h1>
      {children}
      {items.length === 0 && (
        <p className="empty-state" role="status">
          {loading ? <Trans>Loading…</Trans> : <Trans>No games found.</Trans>}
        </p>
      )}
      <ul className="lobby-list">
        {items.map((item) => (
          <li key={keyOf(item)} className={itemClassName}>
            {renderItem(item)}
          </li>
        ))}
      </ul>
      {footer}
    </section>
  );
}
