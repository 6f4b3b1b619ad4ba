import { useRef } from 'react';
import { newIdempotencyKey } from '../../api/client';

/**
 * One idempotency key per intent of the player (DECISIONS.md "Money"): the same key is reused when they press again
 * after a dropped connection, so the server applies the request once; any change of what they ask for starts a new
 * intent with a new key.
 */
export function useMoneyIntent(request: unknown) {
  const current = useRef<{ request: string; key: string } | undefined>(undefined);
  return {
    keyFor(): string {
      const text = JSON.stringify(request);
      if (!current.current || current.current.request !== text)
        current.current = { request: text, key: newIdempotencyKey() };
      return current.current.key;
    },
    /** After the server answered: the next press is a new intent. */
    done(): void {
      current.current = undefined;
    },
  };
}
