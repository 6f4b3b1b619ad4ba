import type { ReactNode } from 'react';

/** A lobby card's name and the line of detail under it. */
export function LobbyCardText({ name, meta, grow }: { name: ReactNode; meta: ReactNode; grow?: boolean }) {
  return (
    <span className="lobby-card-text" style={grow ? { flex: 1 } : undefined}>
      <strong>{name}</strong>
      <span className="lobby-card-meta">{meta}</span>
    </span>
  );
}
