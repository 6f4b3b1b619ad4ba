import { createContext, useContext } from 'react';

/**
 * Whether the screen this component belongs to is on show. Home is kept in the page once shown, undrawn while the
 * player is elsewhere (src/app/Shell.tsx), so going back only shows it again; while kept, its parts stop what runs
 * on a clock (carousels, counters) and what fetches, and take it up again when shown. Every other screen is on show
 * while it is mounted.
 */
export const ScreenShownContext = createContext(true);

/** Whether the screen this component belongs to is on show. */
export function useScreenShown(): boolean {
  return useContext(ScreenShownContext);
}
