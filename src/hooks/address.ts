import { createContext, useContext } from 'react';

/** Where the screen on show is: its path and its query (without the "?"). */
export interface Address {
  path: string;
  search: string;
}

/**
 * The address of the screen on show, as the shell renders it: a move renders the next screen in the background
 * (src/app/Shell.tsx), and until that render commits the screen still on show keeps its own address. wouter's
 * `useLocation` and `useSearch` would render it again at once, in the tap's (or the history step's) task, with the
 * next screen's address: a game list fetched a tab for the empty query of home on its way out (issue 50).
 */
export const AddressContext = createContext<Address | null>(null);

/** Outside the shell (a screen rendered alone, in a unit test): the page's address when it renders. */
function pageAddress(): Address {
  if (typeof location === 'undefined') return { path: '/', search: '' };
  return { path: location.pathname, search: location.search.replace(/^\?/, '') };
}

/** The address of the screen on show. */
export function useAddress(): Address {
  return useContext(AddressContext) ?? pageAddress();
}

/** The query of the screen on show (without the "?"), as wouter's `useSearch` answers it. */
export function useSearch(): string {
  return useAddress().search;
}
