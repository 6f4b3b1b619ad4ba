import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { ApiError, ClientErrorCode } from '../api/ApiError';
import { answeredByPage, call } from '../api/client';
import type { Endpoint } from '../api/contract/endpoint';
import { followKey, pageAnswer, requestKey, staleWhileRevalidate } from '../lib/swr';
import { state as config } from './config';
import { state as language } from './language';
import { state as session } from './session';
import { prefilled } from './prefill';
import { drawingUp } from '../lib/drawing';
import { askBeneath } from '../lib/landing';
import { useScreenShown } from './screenShown';

/**
 * Stale-while-revalidate for a screen: the cached answer renders at once, the network's answer replaces it when it
 * lands, and fresher copies written by the worker (announced on the swr channel) are re-read. Keys come from
 * `requestKey`, the same function the worker uses. A request that cannot be keyed is simply fetched.
 */

export interface Cached<A> {
  data: A | undefined;
  /** True until the first answer (cached or fresh) or failure. */
  loading: boolean;
  /** The last fetch failed (the data, if any, is the cached copy). */
  failed: boolean;
  /** It failed because the device has no network (the worker kept no copy): the screen needs a connection. */
  offline: boolean;
  /** Asks again (a retry button): loading until the answer or the next failure. */
  retry: () => void;
}

type Result<A> = Omit<Cached<A>, 'retry'>;

/** Whether a failed call failed because the device is offline (the client says so: src/api/client.ts). */
function offlineFailure(error: unknown): boolean {
  return (
    (error instanceof ApiError && error.errorCode === ClientErrorCode.offline) ||
    (typeof navigator !== 'undefined' && navigator.onLine === false)
  );
}

/** The key an endpoint's answer is cached under for this merchant, language and session. */
export function keyOf<Q, B, A>(endpoint: Endpoint<Q, B, A>, query?: Q): string | undefined {
  return requestKey({
    endpoint,
    host: location.host,
    merchant: session.info?.merchantCode ?? config.config?.merchantCode,
    language: language.language,
    session: session.cacheId,
    query: query as Record<string, string | number | boolean | undefined> | undefined,
  });
}

/** Loads an endpoint's answer through the cache; `query` undefined with `enabled` false skips the call. */
export function useCached<Q, B, A>(endpoint: Endpoint<Q, B, A>, query?: Q, enabled = true): Cached<A> {
  const lang = useSnapshot(language).language;
  const cacheId = useSnapshot(session).cacheId;
  const merchant = useSnapshot(config).config?.merchantCode;
  const queryText = JSON.stringify(query ?? null);
  // A kept screen (home, while the player is elsewhere) asks nothing and follows nothing; shown again, it asks anew.
  const shown = useScreenShown();
  const [result, setResult] = useState<Result<A>>(() => {
    // The server's drawing of the first screen (src/ssr/firstScreen.tsx) answers from the page's boot answers.
    const data = enabled ? prefilled(endpoint, query) : undefined;
    return data === undefined
      ? { data: undefined, loading: enabled, failed: false, offline: false }
      : { data, loading: false, failed: false, offline: false };
  });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  // The answer shown and when it was stored, kept across the effect's runs: a screen shown again (home, kept while
  // the player is elsewhere) asks anew, and an answer no newer than the one on screen is not rendered again (issue
  // 50: the back gesture rendered every answer of home twice more after showing it).
  const held = useRef<{ key: string; at: number } | undefined>(undefined);

  useEffect(() => {
    if (!enabled || !merchant || !shown) return;
    let live = true;
    // Answers land one by one while the screen is still settling: rendering each as a transition lets React yield
    // to the main thread between components, so a slow phone stays responsive to taps (and to the next answer).
    // While the server's drawing of the first screen is up (src/hooks/firstScreen.ts), nothing of the app shows: each
    // answer then lands in the next turn (askBeneath, src/lib/landing.ts), a task later, rendered and committed with whatever else renders
    // in that turn, so a start whose answers are all in hand (the page's boot answers) neither renders them in one
    // long task nor makes a commit, and a frame, per answer.
    // When the answer this hook holds was stored: copies announced later are followed, older ones not (followKey).
    const q = JSON.parse(queryText) as Q | null;
    const options = q === null ? {} : { query: q };
    const fetcher = () => call(endpoint, options);
    const key = keyOf(endpoint, q ?? undefined);
    let heldAt = key !== undefined && held.current?.key === key ? held.current.at : -Infinity;
    const hold = (answer: { updatedAt: number }) => {
      heldAt = Math.max(heldAt, answer.updatedAt);
      if (key !== undefined) held.current = { key, at: heldAt };
    };
    const newer = (answer: { updatedAt: number }) => answer.updatedAt > heldAt;
    const beneath = drawingUp() ? askBeneath() : undefined;
    const land = (next: Result<A> | ((r: Result<A>) => Result<A>)) => {
      const apply = () => {
        if (live) startTransition(() => setResult(next));
      };
      // Without the drawing at the start there is none later: it only ever goes.
      if (beneath) beneath.land(apply);
      else apply();
    };
    setResult((r) => (r.loading === (r.data === undefined) ? r : { ...r, loading: r.data === undefined }));
    const fail = (error: unknown) =>
      land((r) => ({ ...r, loading: false, failed: true, offline: offlineFailure(error) }));
    if (!key) {
      fetcher().then((data) => land({ data, loading: false, failed: false, offline: false }), fail);
      return () => {
        live = false;
        beneath?.cancel();
      };
    }
    const freshFor = endpoint.freshForMs ?? 0;
    // A first visit's boot answer, kept by the client once the page is idle (src/stores/wireClient.ts): nothing kept
    // is read before it, and the screen's answers land without waiting on the store.
    const fromPage = endpoint.swr === true && answeredByPage(endpoint, options);
    void (fromPage ? pageAnswer : staleWhileRevalidate)(
      key,
      { checked: fetcher },
      endpoint.answer,
      freshFor,
    ).then(({ stale, fresh }) => {
      if (!live) return;
      if (stale && newer(stale)) {
        hold(stale);
        land({ data: stale.value, loading: false, failed: false, offline: false });
      }
      void fresh.then((answer) => {
        if (!answer) fail(undefined);
        else if (newer(answer)) {
          hold(answer);
          land({ data: answer.value, loading: false, failed: false, offline: false });
        }
      });
    });
    const stop = followKey(
      key,
      endpoint.answer,
      () => heldAt,
      (answer) => {
        hold(answer);
        land({ data: answer.value, loading: false, failed: false, offline: false });
      },
    );
    return () => {
      live = false;
      beneath?.cancel();
      stop();
    };
  }, [endpoint, queryText, enabled, lang, cacheId, merchant, shown, attempt]);

  return useMemo(() => ({ ...result, retry }), [result, retry]);
}
