import type { Endpoint } from '../api/contract/endpoint';

/**
 * Answers a screen can render with on its very first render, without a call: set only by the server's drawing of a
 * first visit's first screen (src/ssr/firstScreen.tsx), from the same boot answers the page carries. In the page it
 * is never set, and every read goes through the cache and the network as before.
 */
export type Prefill = <Q, B, A>(endpoint: Endpoint<Q, B, A>, query: Q | undefined) => A | undefined;

let source: Prefill | undefined;

export function setPrefill(next: Prefill | undefined): void {
  source = next;
}

export function prefilled<Q, B, A>(endpoint: Endpoint<Q, B, A>, query: Q | undefined): A | undefined {
  return source?.(endpoint, query);
}
