// The one median of the benches: the middle value of an odd count, the upper middle of an even one (so always a
// measured value, never an average of two); NaN for none.

export const median = (values: number[]): number => medianBy(values, (v) => v) ?? NaN;

/** The item whose `by` is the median (see `median`); undefined for none. */
export function medianBy<T>(items: readonly T[], by: (item: T) => number): T | undefined {
  return [...items].sort((a, b) => by(a) - by(b))[Math.floor(items.length / 2)];
}
