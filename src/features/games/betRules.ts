// What the lottery bet form accepts before it calls the server (docs/lottery-bets.md): whole pesos within the
// rule's limits, typed as digits only. The server checks again; this only spares the player a round trip.

export type StakeCheck =
  { ok: true; amount: number } | { ok: false; reason: 'empty' | 'notWhole' | 'tooSmall' | 'tooLarge' };

/** Reads the stake field: digits (thousands commas allowed) as whole pesos within `[min, max]`. */
export function readStake(input: string, min: number, max: number): StakeCheck {
  const text = input.trim().replaceAll(',', '');
  if (text === '') return { ok: false, reason: 'empty' };
  if (!/^\d+$/.test(text)) return { ok: false, reason: 'notWhole' };
  const amount = Number(text);
  if (amount < min) return { ok: false, reason: 'tooSmall' };
  if (amount > max) return { ok: false, reason: 'tooLarge' };
  return { ok: true, amount };
}

/** Milliseconds until `iso` (never negative), for the timers that refresh the issue after it closes or draws. */
export const msUntil = (iso: string, now: number) => Math.max(0, Date.parse(iso) - now);
