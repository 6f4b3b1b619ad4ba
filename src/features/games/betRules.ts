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

/** `HH:mm:ss` in the device's time zone: bets close to the second, so the form shows the seconds. */
export function clockTime(iso: string): string {
  const d = new Date(iso);
  return [d.getHours(), d.getMinutes(), d.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':');
}

/** Milliseconds until `iso` (never negative), for the timers that refresh the issue after it closes or draws. */
export const msUntil = (iso: string, now: number) => Math.max(0, Date.parse(iso) - now);
