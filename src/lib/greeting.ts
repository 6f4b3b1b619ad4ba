/** The parts of the day of agent home's greeting (spec 02 §9: 0-10 morning, 11-14 early afternoon, 15-18 late
 * afternoon, 19-24 evening), by the hour of the phone's clock. */
export type DayPart = 'morning' | 'earlyAfternoon' | 'lateAfternoon' | 'evening';

export function dayPartOf(hour: number): DayPart {
  if (hour <= 10) return 'morning';
  if (hour <= 14) return 'earlyAfternoon';
  if (hour <= 18) return 'lateAfternoon';
  return 'evening';
}
