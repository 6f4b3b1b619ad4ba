import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { afterDrawing } from '../../lib/drawing';
import { formatMoney } from '../../lib/money';
import { readPreferences, writePreference } from '../../lib/preferences';
import { counterNext, counterStartAfter, jackpotAt } from './counters';
import { useScreenShown } from '../../stores/screenShown';

/** How often the jackpot figure moves; paused while the page is hidden. */
export const JACKPOT_TICK_MS = 250;

/**
 * The jackpot banner (between ₱100,000,000.00 and ₱1,000,000,000.00, read off the clock: counters.ts) and the animated
 * players' winnings counter. The jackpot is a function of the time, so each tick writes its figure into the page
 * itself rather than rendering the component four times a second, and any render reads it off the clock again.
 */
export function JackpotCounter() {
  const { t } = useLingui();
  const amount = useRef<HTMLParagraphElement>(null);
  // Never below what this device showed last (kept with the stored preferences, `paidOut`).
  const [total, setTotal] = useState(() => counterStartAfter(readPreferences().paidOut));
  // Both stand still while home is kept behind another screen (src/stores/screenShown.ts).
  const shown = useScreenShown();

  // Beneath the server's drawing (a first visit's start) nobody sees the figure: it moves once the drawing has gone.
  // Each move there was a frame of style, layout and paint for nothing, four a second, while the app's start ran.
  useEffect(() => {
    if (!shown) return undefined;
    let id: ReturnType<typeof setInterval> | undefined;
    const cancel = afterDrawing(() => {
      id = setInterval(() => {
        if (document.visibilityState === 'visible' && amount.current)
          amount.current.textContent = formatMoney(jackpotAt(Date.now()) / 100);
      }, JACKPOT_TICK_MS);
    });
    return () => {
      cancel();
      clearInterval(id);
    };
  }, [shown]);

  useEffect(() => {
    if (!shown) return undefined;
    const step = counterNext(total);
    const id = setTimeout(() => {
      setTotal(step.value);
      writePreference('paidOut', step.value);
    }, step.delayMs);
    return () => clearTimeout(id);
  }, [total, shown]);

  return (
    <section className="jackpot" aria-labelledby="jackpot-title">
      <h2 id="jackpot-title" className="jackpot-title">
        {t`Jackpot`}
      </h2>
      <p className="jackpot-amount" aria-hidden="true" ref={amount}>
        {formatMoney(jackpotAt(Date.now()) / 100)}
      </p>
      <p className="jackpot-total">
        {t`Paid out to players`} <strong>{formatMoney(total)}</strong>
      </p>
    </section>
  );
}
