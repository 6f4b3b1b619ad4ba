import { Img } from './Img';
import './head-icons.css';

interface HeadIconChoicesProps {
  /** Every icon to choose from, the merchant's default first (the head icon call's `choices`). */
  choices: readonly string[];
  /** The icon chosen now, marked. */
  current: string;
  /** Each icon's name for a screen reader, from the caller's catalogue: `index` 0 is the default. */
  labelOf: (index: number) => string;
  onChoose: (url: string) => void;
  disabled?: boolean;
}

/** The merchant's head icons as round buttons, three to a row, the current one marked (aria-pressed). */
export function HeadIconChoices({ choices, current, labelOf, onChoose, disabled }: HeadIconChoicesProps) {
  return (
    <ul className="head-icon-choices">
      {choices.map((url, i) => (
        <li key={url}>
          <button
            type="button"
            className="head-icon-choice"
            aria-pressed={url === current}
            aria-label={labelOf(i)}
            disabled={disabled}
            onClick={() => onChoose(url)}
          >
            <Img src={url} alt="" width={64} height={64} />
          </button>
        </li>
      ))}
    </ul>
  );
}
