import { dayIn, dayRangeIn, nextDay, startOfDayIn, wallClock } from '../../src/api/contract/zonedTime';

// The contract formulas and periods (docs/agents.md "Contracts"). Rates are whole per-mille numbers; money is
// integer centavos, rounded down, so a payout never exceeds its rate.

export type ContractKind = 'salary' | 'hourly' | 'dividend';
export type ContractPeriod = 'day' | 'hour' | 'week' | 'month';

/** The highest rate an upline may offer, per mille: 2% daily salary, 1% hourly, 50% dividend. */
export const MAX_RATE: Record<ContractKind, number> = { salary: 20, hourly: 10, dividend: 500 };

/** Salary and hourly salary: the rate of the team's bets in the period. */
export function salaryAmount(betsCentavos: number, ratePerMille: number): number {
  return Math.floor((Math.max(0, betsCentavos) * ratePerMille) / 1000);
}

/** Dividend: the rate of the team's net loss (bets less wins) in the period; nothing when the team won. */
export function dividendAmount(betsCentavos: number, winsCentavos: number, ratePerMille: number): number {
  return Math.floor((Math.max(0, betsCentavos - winsCentavos) * ratePerMille) / 1000);
}

export interface PeriodSlot {
  key: string;
  from: Date;
  to: Date;
}

/** The slot of `period` that starts on `day` (`YYYY-MM-DD`; for hours, `hour` 0-23) in the zone. */
function slotAt(period: ContractPeriod, day: string, timeZone: string, hour = 0): PeriodSlot {
  switch (period) {
    case 'day':
      return { key: day, ...rangeOf(dayRangeIn(day, timeZone)) };
    case 'hour': {
      const start = startOfDayIn(day, timeZone).getTime() + hour * 3_600_000;
      return {
        key: `${day}T${String(hour).padStart(2, '0')}`,
        from: new Date(start),
        to: new Date(start + 3_600_000),
      };
    }
    case 'week': {
      let end = day;
      for (let i = 0; i < 7; i++) end = nextDay(end);
      return { key: day, from: startOfDayIn(day, timeZone), to: startOfDayIn(end, timeZone) };
    }
    case 'month': {
      const [y, m] = day.split('-').map(Number) as [number, number];
      const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
      return { key: day, from: startOfDayIn(day, timeZone), to: startOfDayIn(next, timeZone) };
    }
  }
}
const rangeOf = (r: { from: Date; to: Date }) => r;

/** The first day of the slot that contains `at`: the day, the week's Monday, the month's first. */
function slotDay(period: ContractPeriod, at: Date, timeZone: string): { day: string; hour: number } {
  const day = dayIn(at, timeZone);
  if (period === 'hour') return { day, hour: wallClock(at, timeZone).hour };
  if (period === 'month') return { day: `${day.slice(0, 8)}01`, hour: 0 };
  if (period === 'week') {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday
    let monday = day;
    for (let i = 0; i < (weekday + 6) % 7; i++)
      monday = new Date(Date.parse(`${monday}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    return { day: monday, hour: 0 };
  }
  return { day, hour: 0 };
}

/**
 * The whole periods that began at or after `since` and ended by `now`, oldest first, at most `limit`: the first
 * partial period after a contract starts is not paid, so every paid period ran under the contract from start to end.
 */
export function completePeriods(
  period: ContractPeriod,
  since: Date,
  now: Date,
  timeZone: string,
  limit = 400,
): PeriodSlot[] {
  const out: PeriodSlot[] = [];
  let { day, hour } = slotDay(period, since, timeZone);
  let slot = slotAt(period, day, timeZone, hour);
  const advance = () => {
    if (period === 'hour') {
      hour += 1;
      if (hour === 24) {
        hour = 0;
        day = nextDay(day);
      }
    } else day = dayIn(slot.to, timeZone);
    slot = slotAt(period, day, timeZone, hour);
  };
  if (slot.from < since) advance();
  while (slot.to <= now && out.length < limit) {
    out.push(slot);
    advance();
  }
  return out;
}
