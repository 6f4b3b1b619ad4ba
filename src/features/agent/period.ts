import { dayIn } from '../../api/contract/zonedTime';

/** The period chips of the team reports, as the merchant's days (its time zone). */
export type PeriodPreset = 'today' | 'yesterday' | 'last7' | 'last30';
export const PERIOD_PRESETS: readonly PeriodPreset[] = ['today', 'yesterday', 'last7', 'last30'];

const DAY_MS = 86_400_000;

/** `startDate` and `endDate` (inclusive, `YYYY-MM-DD`) of a preset at `now`, in `timeZone`. */
export function periodDays(
  preset: PeriodPreset,
  timeZone: string,
  now: number = Date.now(),
): { startDate: string; endDate: string } {
  const today = dayIn(now, timeZone);
  const back = (days: number) => dayIn(now - days * DAY_MS, timeZone);
  switch (preset) {
    case 'today':
      return { startDate: today, endDate: today };
    case 'yesterday':
      return { startDate: back(1), endDate: back(1) };
    case 'last7':
      return { startDate: back(6), endDate: today };
    case 'last30':
      return { startDate: back(29), endDate: today };
  }
}
