// Calendar days in a merchant's time zone (its day for promotion dates, reports and agent counters), from Intl
// alone: shared by the server (turning a merchant's dates into instants) and the app (showing instants as its dates).

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall clock in `timeZone` at an instant. */
export function wallClock(at: Date | number, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    partsFormatter(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** `YYYY-MM-DD` of the day an instant falls on in `timeZone`. */
export function dayIn(at: Date | number, timeZone: string): string {
  const w = wallClock(at, timeZone);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

/** Milliseconds the zone is ahead of UTC at an instant. */
function offsetAt(at: number, timeZone: string): number {
  const w = wallClock(at, timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(at / 1000) * 1000;
}

/** The instant a `YYYY-MM-DD` day starts in `timeZone` (its 00:00). */
export function startOfDayIn(day: string, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d);
  const first = guess - offsetAt(guess, timeZone);
  // Once more at the found instant, for a zone whose offset changes that night.
  return new Date(guess - offsetAt(first, timeZone));
}

/** The day after a `YYYY-MM-DD` day. */
export function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** `[start, end)` of a `YYYY-MM-DD` day in `timeZone`. */
export function dayRangeIn(day: string, timeZone: string): { from: Date; to: Date } {
  return { from: startOfDayIn(day, timeZone), to: startOfDayIn(nextDay(day), timeZone) };
}
