import { dayIn } from '../api/contract/zonedTime';
import { formatDate } from './format';

/**
 * How a promotion's period reads (spec 02 §5): start and end as YYYY/MM/DD; one date when they fall on the same day;
 * with `noExpiry` 1 the end is the long-term label, which the screen supplies in its language. Days are the merchant's
 * (its time zone) when given, so a one-day promotion reads as one day wherever the phone is.
 */
export type PromotionPeriod =
  | { kind: 'single'; date: string }
  | { kind: 'range'; start: string; end: string }
  | { kind: 'longTerm'; start: string };

/**
 * A promotion's day as every screen shows it (promotions, detail, reward center, missions): `YYYY/MM/DD` (spec 02 §5)
 * in the merchant's day, so one promotion ends on one date everywhere (docs/app-foundation.md "Dates").
 */
export function promotionDate(iso: string, timeZone?: string): string {
  const at = Date.parse(iso);
  return timeZone && Number.isFinite(at) ? dayIn(at, timeZone).replace(/-/g, '/') : formatDate(iso);
}

export function promotionPeriod(
  p: { startDate: string; endDate: string; noExpiry: 0 | 1 },
  timeZone?: string,
): PromotionPeriod {
  const show = (iso: string) => promotionDate(iso, timeZone);
  const start = show(p.startDate);
  if (p.noExpiry === 1) return { kind: 'longTerm', start };
  const end = show(p.endDate);
  return start === end ? { kind: 'single', date: start } : { kind: 'range', start, end };
}

/** The cover picture: the image with sequence 1, else the lowest sequence (spec 02 §3). */
export function coverImage(images: readonly { url: string; sequence: number }[]): string | undefined {
  return (images.find((i) => i.sequence === 1) ?? [...images].sort((a, b) => a.sequence - b.sequence)[0])
    ?.url;
}
