/**
 * The records' date ranges (today, yesterday, last 7 days, last 30 days, custom) as local calendar days, turned into
 * the contract's `from` (inclusive) and `to` (exclusive) instants. Local days, because "today" is the player's day.
 */

export type RangePreset = 'today' | 'yesterday' | 'last7' | 'last30' | 'custom';

export const RANGE_PRESETS: readonly RangePreset[] = ['today', 'yesterday', 'last7', 'last30', 'custom'];

/** A custom range as typed in date inputs (`YYYY-MM-DD`, both days included). */
export interface CustomDays {
  start: string;
  end: string;
}

export interface Range {
  from: Date;
  to: Date;
}

/** The longest custom range the records accept, in days. */
export const MAX_CUSTOM_DAYS = 90;

const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());
const addDays = (d: Date, n: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + n);

/** `YYYY-MM-DD` of a local day, as a date input shows it. */
export function dayInput(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A local day from a date input's value; undefined when it is not a real day. */
export function parseDay(text: string): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return undefined;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return dayInput(d) === text ? d : undefined;
}

/** Why a custom range cannot be used, or undefined when it can. */
export type CustomProblem = 'invalid' | 'reversed' | 'future' | 'tooLong';

export function customProblem(days: CustomDays, now: Date = new Date()): CustomProblem | undefined {
  const start = parseDay(days.start);
  const end = parseDay(days.end);
  if (!start || !end) return 'invalid';
  if (end < start) return 'reversed';
  if (start > startOfDay(now)) return 'future';
  const span = Math.round((addDays(end, 1).getTime() - start.getTime()) / 86_400_000);
  return span > MAX_CUSTOM_DAYS ? 'tooLong' : undefined;
}

/** The instants of a preset (or of a valid custom range) on the local calendar of `now`. */
export function rangeOf(preset: RangePreset, now: Date = new Date(), custom?: CustomDays): Range | undefined {
  const today = startOfDay(now);
  switch (preset) {
    case 'today':
      return { from: today, to: addDays(today, 1) };
    case 'yesterday':
      return { from: addDays(today, -1), to: today };
    case 'last7':
      return { from: addDays(today, -6), to: addDays(today, 1) };
    case 'last30':
      return { from: addDays(today, -29), to: addDays(today, 1) };
    case 'custom': {
      if (!custom || customProblem(custom, now)) return undefined;
      return { from: parseDay(custom.start)!, to: addDays(parseDay(custom.end)!, 1) };
    }
  }
}
