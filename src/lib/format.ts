import dayjs from 'dayjs';

/** Date display formats of the specs (money formatting lives in money.ts). */

type DateInput = number | string | Date;

function format(input: DateInput | null | undefined, pattern: string): string {
  if (input === null || input === undefined || input === '') return '';
  const d = dayjs(input);
  return d.isValid() ? d.format(pattern) : '';
}

/** Hot-match time: `MM/DD HH:mm` (spec 02 §9). */
export function formatMatchTime(input: DateInput | null | undefined): string {
  return format(input, 'MM/DD HH:mm');
}

/** Promotion dates: `YYYY/MM/DD` (spec 02 §5). */
export function formatDate(input: DateInput | null | undefined): string {
  return format(input, 'YYYY/MM/DD');
}

/** List dates: `MM/DD/YYYY` (spec 02 §9). */
export function formatListDate(input: DateInput | null | undefined): string {
  return format(input, 'MM/DD/YYYY');
}

/** List dates with the time, for money records: `MM/DD/YYYY HH:mm` (spec 02 §9's date, local time). */
export function formatListDateTime(input: DateInput | null | undefined): string {
  return format(input, 'MM/DD/YYYY HH:mm');
}

/** Whole days from `since` to `now` ("joined N days", spec 01 §2); 0 for a missing or future date. */
export function daysSince(since: DateInput | null | undefined, now: DateInput = Date.now()): number {
  if (since === null || since === undefined) return 0;
  const days = dayjs(now).startOf('day').diff(dayjs(since).startOf('day'), 'day');
  return Number.isFinite(days) && days > 0 ? days : 0;
}
