import { useCallback, useEffect, useRef, useState } from 'react';

/** Seconds left until `endsAt` (epoch ms), rounded up, never below 0. */
export function secondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** The SMS resend wait of spec 01 §4: expiredMinutes x 60 s, one minute when the server does not say. */
export function smsCountdownSeconds(expiredMinutes: number | undefined): number {
  return Math.max(1, Math.round((expiredMinutes && expiredMinutes > 0 ? expiredMinutes : 1) * 60));
}

/**
 * A countdown refreshed each second and cleared when the screen is left (spec 01 §4). It counts against the clock,
 * so a throttled background tab still ends on time.
 */
export function useCountdown(): { remaining: number; start: (seconds: number) => void; stop: () => void } {
  const [remaining, setRemaining] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const stop = useCallback(() => {
    clearInterval(timer.current);
    timer.current = undefined;
    setRemaining(0);
  }, []);
  const start = useCallback((seconds: number) => {
    clearInterval(timer.current);
    const endsAt = Date.now() + seconds * 1000;
    setRemaining(seconds);
    timer.current = setInterval(() => {
      const left = secondsLeft(endsAt, Date.now());
      setRemaining(left);
      if (left === 0) {
        clearInterval(timer.current);
        timer.current = undefined;
      }
    }, 1000);
  }, []);
  useEffect(() => () => clearInterval(timer.current), []);
  return { remaining, start, stop };
}
