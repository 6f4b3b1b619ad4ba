/** Centavos to the wire's number with at most two decimals: an integer over 100 prints as e.g. 123.45. */
export function toWireAmount(centavos: number): number {
  if (!Number.isSafeInteger(centavos)) throw new RangeError('centavos must be a safe integer');
  return centavos / 100;
}

/** A wire amount (at most two decimals) to integer centavos; anything finer is refused, never rounded. */
export function fromWireAmount(amount: number): number {
  const centavos = Math.round(amount * 100);
  if (!Number.isFinite(amount) || Math.abs(centavos - amount * 100) > 1e-6 || !Number.isSafeInteger(centavos))
    throw new RangeError('amount must have at most two decimals');
  return centavos;
}
