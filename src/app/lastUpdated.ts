/**
 * "Last updated" time for the wallet when offline: the time of day if it was today, else date and time. Intl, not
 * dayjs, because the header is part of the first paint. `locale` is lingui's (`fil` or `en`), never `TY`.
 */
export function formatUpdatedAt(updatedAt: number, locale: string, now = Date.now()): string {
  const when = new Date(updatedAt);
  const sameDay = new Date(now).toDateString() === when.toDateString();
  const options: Intl.DateTimeFormatOptions = sameDay
    ? { hour: '2-digit', minute: '2-digit' }
    : { month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' };
  return new Intl.DateTimeFormat(locale, options).format(when);
}
