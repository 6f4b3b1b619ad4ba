import { navigate as browserNavigate } from 'wouter/use-browser-location';

// Moving to another address without following it. wouter's `useLocation` and `Link` subscribe their component to the
// address, so every one of them rendered again, at once, on every move: the fifty tiles of a game list in the task of
// the tap (or the history step) that left it (issue 50). A component that only moves the player uses this instead;
// only the shell and the screens that show the address follow it.

export interface NavigateOptions {
  /** Takes the place of the current entry in the history instead of adding one. */
  replace?: boolean;
}

/** Moves the app to `to` (an address under /m/), as wouter's own navigation does (its routes follow it). */
export function navigate(to: string, options: NavigateOptions = {}): void {
  browserNavigate(to, { replace: options.replace === true });
}

/** The app's navigation, for components that move the player without showing where they are. */
export function useNavigate(): typeof navigate {
  return navigate;
}
