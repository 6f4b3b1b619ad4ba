import { useCallback, useEffect, useRef, useState } from 'react';

/** Touch feedback delays of spec 02 §9: press-in 130 ms, long press 370 ms, press-out 100 ms. */
export const PRESS_IN_MS = 130;
export const LONG_PRESS_MS = 370;
export const PRESS_OUT_MS = 100;

/**
 * Press feedback for touch targets: `pressed` turns on 130 ms after the finger lands (so a scroll does not flash
 * every tile) and off 100 ms after it lifts; `onLongPress` fires after 370 ms, and then the click that ends the same
 * press is swallowed, so a long press never also counts as a tap.
 */
export function usePress(onLongPress?: () => void) {
  const [pressed, setPressed] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const longPressed = useRef(false);
  const clear = () => {
    timers.current.forEach(clearTimeout);
    timers.current = [];
  };
  useEffect(() => clear, []);

  const start = useCallback(() => {
    clear();
    longPressed.current = false;
    timers.current.push(setTimeout(() => setPressed(true), PRESS_IN_MS));
    if (onLongPress)
      timers.current.push(
        setTimeout(() => {
          longPressed.current = true;
          onLongPress();
        }, LONG_PRESS_MS),
      );
  }, [onLongPress]);

  const swallowClickAfterLongPress = useCallback((e: { preventDefault(): void; stopPropagation(): void }) => {
    if (!longPressed.current) return;
    longPressed.current = false;
    e.preventDefault();
    e.stopPropagation();
  }, []);

  const end = useCallback(() => {
    clear();
    timers.current.push(setTimeout(() => setPressed(false), PRESS_OUT_MS));
  }, []);

  return {
    pressed,
    handlers: {
      onPointerDown: start,
      onPointerUp: end,
      onPointerCancel: end,
      onPointerLeave: end,
      onClickCapture: swallowClickAfterLongPress,
      // The browser's own long-press menu would cover the action.
      onContextMenu: onLongPress ? (e: { preventDefault(): void }) => e.preventDefault() : undefined,
    },
    'data-pressed': pressed ? 'true' : 'false',
  } as const;
}
