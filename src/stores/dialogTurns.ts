import { useEffect } from 'react';
import { proxy, useSnapshot } from 'valtio';

/**
 * Dialogs the app opens unasked take turns, one at a time, in a fixed order (docs/app-foundation.md "Dialogs the app
 * opens itself"): the latest news (0), then the announcement popups (1), then the contract prompt (2). A dialog claims
 * its turn from the moment it may want to show (a popup from its mount until it has decided) until it closes; it
 * shows while no dialog of a lower rank claims one. What the player opened ranks first (-1: the header menu, the
 * login dialog, the download popup): while one is open no unasked dialog comes over it, nor catches a tap meant for it.
 */
export const DIALOG_RANK = { menu: -1, login: -1, download: -1, news: 0, popup: 1, contract: 2 } as const;
type Name = keyof typeof DIALOG_RANK;

const state = proxy({ claims: {} as Partial<Record<Name, true>> });

/** Whether `name`, claiming or not, may show now: it claims and nothing before it in the order does. */
export function turnFree(claims: Partial<Record<Name, true>>, name: Name): boolean {
  return (Object.keys(claims) as Name[]).every((other) => DIALOG_RANK[other] >= DIALOG_RANK[name]);
}

/**
 * Claims the turn while `claim` is true, for a dialog the player opened, which shows whatever the others do: it reads
 * no claim, so its component does not render again each time another dialog claims or lets go (the header did, at
 * every turn of home's first visit).
 */
export function useClaimTurn(name: Name, claim: boolean): void {
  useEffect(() => {
    if (!claim) return undefined;
    state.claims[name] = true;
    return () => {
      delete state.claims[name];
    };
  }, [name, claim]);
}

/** Claims the turn while `claim` is true; answers whether this dialog may show. */
export function useDialogTurn(name: Name, claim: boolean): boolean {
  useClaimTurn(name, claim);
  const { claims } = useSnapshot(state);
  return claim && turnFree(claims, name);
}
