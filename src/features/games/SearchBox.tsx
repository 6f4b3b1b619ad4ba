import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';

/** Search by game name; it runs on Enter (spec 02 §2). */
export function SearchBox({ initial, onSearch }: { initial: string; onSearch: (name: string) => void }) {
  const { t } = useLingui();
  const [text, setText] = useState(initial);
  return (
    <form
      role="search"
      className="game-search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text);
      }}
    >
      <label className="visually-hidden" htmlFor="game-search-input">
        {t`Search games`}
      </label>
      <input
        id="game-search-input"
        type="search"
        enterKeyHint="search"
        value={text}
        placeholder={t`Search games`}
        onChange={(e) => setText(e.target.value)}
        maxLength={50}
      />
    </form>
  );
}
