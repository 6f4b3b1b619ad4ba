import { validate, type Struct } from 'superstruct';
import { getRuntimeConfig } from '../api/contract/config';
import type { AnyEndpoint } from '../api/contract/endpoint';
import { swrEndpoints } from '../api/contract/swrEndpoints';
import { deleteItem, listKeys, readItem, writeItem } from './db';

/**
 * Stale-while-revalidate over the one IndexedDB store (db.ts). No DOM: the same module runs in the page and in the
 * service worker (DECISIONS.md "The worker and the page").
 *
 * - Keys carry merchant and language, plus a session id for private answers: a hash of the token, never the token.
 * - Only answers that passed their schema are stored, with `updatedAt`. A cached entry that is corrupt or fails its
 *   schema (an older build's shape) is dropped, not served.
 * - Each stored answer is announced on ONE BroadcastChannel (`SWR_CHANNEL`) with ONE message shape `{ key, updatedAt }`;
 *   listeners re-read IndexedDB. While a worker controls the page, the page calls `setCacheWriter(false)` and the
 *   worker is the only writer of what it serves (the `swrEndpoints`); what the worker never serves (member info and
 *   the other private lookups) the page keeps writing, or a copy kept before the worker took control would outlive
 *   every write the player makes (a first-deposit bonus shown after it was paid).
 * - Money-moving, captcha and session calls never pass through here.
 */

export const SWR_CHANNEL = 'mc-swr';
const PREFIX = 'swr';

/**
 * The header of the worker's own answer to a cacheable GET it could neither fetch nor answer from its store (the
 * network gone, nothing kept): the page's client reads it as "no connection" at once (sw/swrRoute.ts).
 */
export const OFFLINE_HEADER = 'X-MC-Offline';

/** The header, `stale`, of the worker's answer from its store because the network failed or was slow (sw/swrRoute.ts). */
export const STALE_HEADER = 'X-MC-Cache';
const NO_SESSION = '-';

/** The one message on `SWR_CHANNEL`: a fresher answer landed under `key`. */
export interface SwrMessage {
  key: string;
  updatedAt: number;
}

/** A cached answer and when it was fetched (epoch ms). */
export interface CachedAnswer<T> {
  value: T;
  updatedAt: number;
}

/** What identifies one cached answer. */
export interface KeyParts {
  merchant: string;
  language: string;
  /** `sessionKeyOf(token)` for private answers; leave out for public ones. */
  session?: string | undefined;
  path: string;
  query?: Record<string, string | number | boolean | undefined> | undefined;
}

/** The store key of an answer: `swr:<merchant>:<language>:<session|->:<path>?<sorted query>`. */
export function cacheKey(parts: KeyParts): string {
  const query = Object.entries(parts.query ?? {})
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');
  const segments = [parts.merchant, parts.language, parts.session ?? NO_SESSION].map(encodeURIComponent);
  return `${PREFIX}:${segments.join(':')}:${parts.path}${query ? `?${query}` : ''}`;
}

/** What the page stores and the worker both know about one request; `requestKey` turns it into the store key. */
export interface RequestKeyParts {
  endpoint: Pick<AnyEndpoint, 'path' | 'access'>;
  /** The host the app was served from (`location.host`, or the worker's `self.location.host`). */
  host: string;
  /** The `Merchant` header. */
  merchant?: string | undefined;
  /** The `Language` header. */
  language?: string | undefined;
  /** `sessionKeyOf(token)` of the `Authorization` header; used only for `access: 'member'` endpoints. */
  session?: string | undefined;
  query?: KeyParts['query'] | URLSearchParams | undefined;
}

/**
 * The one key function of the page stores and the worker, so both always name an answer alike.
 *
 * - The runtime config is keyed by host (`host:<host>`, language `-`): the merchant is not known before it, and a
 *   later revalidation that does carry a `Merchant` header must land on the same key.
 * - Other answers: merchant and language from their headers; a session segment only for member endpoints, so a
 *   public answer never carries one and a private one never lacks one.
 * - Undefined when the request cannot be keyed safely (no merchant or language, a member call with no session, a
 *   repeated query parameter): such a request is not cached.
 */
export function requestKey(parts: RequestKeyParts): string | undefined {
  const { endpoint } = parts;
  if (endpoint.path === getRuntimeConfig.path) {
    return cacheKey({ merchant: `host:${parts.host}`, language: NO_SESSION, path: endpoint.path });
  }
  if (!parts.merchant || !parts.language) return undefined;
  const session = endpoint.access === 'member' ? parts.session : undefined;
  if (endpoint.access === 'member' && !session) return undefined;
  let query: KeyParts['query'];
  if (parts.query instanceof URLSearchParams) {
    // forEach, not entries(): the worker's lib (WebWorker, no iterables) has only this one.
    const entries: [string, string][] = [];
    parts.query.forEach((value, name) => entries.push([name, value]));
    query = Object.fromEntries(entries);
    if (Object.keys(query).length !== entries.length) return undefined;
  } else {
    query = parts.query;
  }
  return cacheKey({
    merchant: parts.merchant,
    language: parts.language,
    session,
    path: endpoint.path,
    query,
  });
}

/** The session segment of a key, or undefined for a public answer or a key that is not ours. */
function sessionOf(key: string): string | undefined {
  const [prefix, , , session] = key.split(':');
  if (prefix !== PREFIX || session === undefined || session === NO_SESSION) return undefined;
  return decodeURIComponent(session);
}

/** A stable id for a session, for keys: the first 128 bits of SHA-256 of the token, in hex. */
export async function sessionKeyOf(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', Uint8Array.from(new TextEncoder().encode(token)));
  return [...new Uint8Array(digest).slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

let writer = true;

/** Whether this context stores answers; the page turns it off while a worker controls it. */
export function setCacheWriter(enabled: boolean): void {
  writer = enabled;
}

/** The paths the worker answers and stores itself (every `swr` endpoint); every other key is the page's to write. */
const WORKER_PATHS = new Set(swrEndpoints.map((e) => e.path));

/** The endpoint path of a store key (`swr:<merchant>:<language>:<session>:<path>?<query>`). */
function pathOf(key: string): string | undefined {
  const parts = key.split(':');
  if (parts[0] !== PREFIX || parts.length < 5) return undefined;
  return parts.slice(4).join(':').split('?')[0];
}

/** Whether this context writes the answer under `key`: the writer, or the page for what the worker never serves. */
function writes(key: string): boolean {
  const path = pathOf(key);
  return writer || (path !== undefined && !WORKER_PATHS.has(path));
}

/** Reads a cached answer; a corrupt or schema-failing entry is deleted and reads as absent. */
export async function read<T>(key: string, schema: Struct<T, unknown>): Promise<CachedAnswer<T> | undefined> {
  const entry = await readItem(key);
  if (entry === undefined) return undefined;
  const updatedAt = (entry as { updatedAt?: unknown } | null)?.updatedAt;
  if (typeof entry === 'object' && entry !== null && typeof updatedAt === 'number' && 'value' in entry) {
    const [error, value] = validate(entry.value, schema, { coerce: true });
    if (!error) return { value, updatedAt };
  }
  if (writes(key)) await deleteItem(key);
  return undefined;
}

/** Thrown by `revalidate` when a fetched answer fails its schema; nothing is stored. */
export class SwrSchemaError extends Error {
  constructor(
    readonly key: string,
    detail: string,
  ) {
    super(`The answer for ${key} failed its schema: ${detail}`);
    this.name = 'SwrSchemaError';
  }
}

const inFlight = new Map<string, Promise<CachedAnswer<unknown>>>();

/**
 * How a fresh answer is fetched: a raw fetch, whose answer `revalidate` checks against the schema, or `checked`, a
 * call that has already checked its answer against that same schema (the API client's `call` of an endpoint, whose
 * `answer` is the schema). Checking a checked answer again would only run the schema twice: on a first visit's
 * start that second run was a task of its own on a slow phone (docs/performance.md).
 */
export type Fetcher<T> = (() => Promise<unknown>) | { checked: () => Promise<T> };

/**
 * Fetches a fresh answer, validates it (unless the fetcher did), stores it and announces it (unless `store` is false:
 * an answer kept by someone else, `pageAnswer`). Concurrent calls for one key share one fetch. A failed fetch rejects
 * and leaves the cached answer as it was.
 */
export function revalidate<T>(
  key: string,
  fetcher: Fetcher<T>,
  schema: Struct<T, unknown>,
  { store = true }: { store?: boolean } = {},
): Promise<CachedAnswer<T>> {
  const running = inFlight.get(key) as Promise<CachedAnswer<T>> | undefined;
  if (running) return running;
  const run = (async () => {
    let value: T;
    if (typeof fetcher === 'function') {
      const [error, checked] = validate(await fetcher(), schema, { coerce: true });
      if (error) throw new SwrSchemaError(key, error.message);
      value = checked;
    } else value = await fetcher.checked();
    const fresh = { value, updatedAt: Date.now() };
    if (store && writes(key) && (await writeItem(key, fresh))) announce({ key, updatedAt: fresh.updatedAt });
    return fresh;
  })().finally(() => inFlight.delete(key));
  inFlight.set(key, run);
  return run;
}

/**
 * Stores an answer already checked, as of `answer.updatedAt`, and announces it, unless the key already holds a copy
 * as new or newer: resolves whether it stored. A first visit's boot answer is kept this way once the page is idle
 * (src/stores/wireClient.ts): the screen that showed it has usually stored it already through `revalidate`, and
 * storing it again, newer, made that screen read it back, check it and render it a second time (a quarter of the
 * component renders of home's first visit); nor may it replace a fresher answer fetched meanwhile.
 */
export async function keep<T>(key: string, answer: CachedAnswer<T>): Promise<boolean> {
  if (!writes(key)) return false;
  const held = await readItem(key);
  const heldAt = (held as { updatedAt?: unknown } | null | undefined)?.updatedAt;
  if (typeof heldAt === 'number' && heldAt >= answer.updatedAt) return false;
  const stored = await writeItem(key, { value: answer.value, updatedAt: answer.updatedAt });
  if (stored) announce({ key, updatedAt: answer.updatedAt });
  return stored;
}

/** The cached answer at once (if any) and the fresh one when it lands (undefined when the fetch failed). */
export async function staleWhileRevalidate<T>(
  key: string,
  fetcher: Fetcher<T>,
  schema: Struct<T, unknown>,
  /** A kept answer younger than this is fresh: it is the answer, and nothing is asked (spec 02 §4 cached lookups). */
  freshForMs = 0,
  now: () => number = Date.now,
): Promise<{ stale: CachedAnswer<T> | undefined; fresh: Promise<CachedAnswer<T> | undefined> }> {
  const stale = await read(key, schema);
  const age = stale ? now() - stale.updatedAt : Infinity;
  if (stale && age >= 0 && age < freshForMs) return { stale, fresh: Promise.resolve(stale) };
  const fresh = revalidate(key, fetcher, schema).catch(() => undefined);
  return { stale, fresh };
}

/**
 * `staleWhileRevalidate` for an answer the page itself carries (a first visit's boot answer, src/api/bootAnswers.ts,
 * which the fetcher takes): the freshest answer there is, so nothing kept is read before it, and it is not stored
 * here, since the client keeps it once the page is idle (`keep`, from src/stores/wireClient.ts). It lands without
 * waiting on the store, whose first use on a first visit creates the database. Should it fail (its schema, a device
 * gone offline), the cached path runs as for any answer: what is kept, then the network.
 */
export function pageAnswer<T>(
  key: string,
  fetcher: Fetcher<T>,
  schema: Struct<T, unknown>,
  freshForMs = 0,
): Promise<{ stale: CachedAnswer<T> | undefined; fresh: Promise<CachedAnswer<T> | undefined> }> {
  return revalidate(key, fetcher, schema, { store: false }).then(
    (answer) => ({ stale: undefined, fresh: Promise.resolve(answer) }),
    () => staleWhileRevalidate(key, fetcher, schema, freshForMs),
  );
}

/**
 * The cached lookups of spec 02 §4: the cached answer when there is one, else a fetch. `force` fetches anyway
 * (member info's forced refresh). A failed fetch rejects.
 */
export async function cachedOrFetch<T>(
  key: string,
  fetcher: Fetcher<T>,
  schema: Struct<T, unknown>,
  options: { force?: boolean } = {},
): Promise<CachedAnswer<T>> {
  if (!options.force) {
    const cached = await read(key, schema);
    if (cached) return cached;
  }
  return revalidate(key, fetcher, schema);
}

/** Deletes every cached answer of one session. */
export async function purgeSession(sessionKey: string): Promise<void> {
  const keys = await listKeys();
  await Promise.all(keys.filter((k) => sessionOf(k) === sessionKey).map((k) => deleteItem(k)));
}

/** Deletes every session-keyed cached answer, whatever the session (logout, DECISIONS.md). */
export async function purgeAllSessions(): Promise<void> {
  const keys = await listKeys();
  await Promise.all(keys.filter((k) => sessionOf(k) !== undefined).map((k) => deleteItem(k)));
}

function isSwrMessage(data: unknown): data is SwrMessage {
  const m = data as Partial<SwrMessage> | null;
  return typeof m === 'object' && m !== null && typeof m.key === 'string' && typeof m.updatedAt === 'number';
}

/** Tells every page and the worker that a fresher answer landed. No-op where BroadcastChannel is missing. */
export function announce(message: SwrMessage): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(SWR_CHANNEL);
  channel.postMessage({ key: message.key, updatedAt: message.updatedAt } satisfies SwrMessage);
  channel.close();
}

type SwrHandler = (message: SwrMessage) => void;
const handlers = new Set<SwrHandler>();
let listening: BroadcastChannel | undefined;

/**
 * Calls `handler` for each announcement from other contexts; answers the unsubscribe function. Every listener of a
 * context shares one channel, open while any listens: a screen follows one key per answer it shows, and opening a
 * channel each was work in the task that showed the screen again (issue 50, the back gesture).
 */
export function listen(handler: SwrHandler): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  // A wrapper of its own, so that one function listening twice is two listeners, each with its own stop.
  const wrapped: SwrHandler = (message) => handler(message);
  handlers.add(wrapped);
  if (!listening) {
    listening = new BroadcastChannel(SWR_CHANNEL);
    listening.onmessage = (event: MessageEvent<unknown>) => {
      if (!isSwrMessage(event.data)) return;
      const message = { key: event.data.key, updatedAt: event.data.updatedAt };
      for (const each of [...handlers]) each(message);
    };
  }
  return () => {
    if (!handlers.delete(wrapped) || handlers.size > 0) return;
    listening?.close();
    listening = undefined;
  };
}

/**
 * Follows one key's copies stored elsewhere (the worker, another tab): each announced copy newer than `heldAt()` is
 * read, checked and handed to `onFresher`; answers the unsubscribe function. A context hears its own announcements
 * too: a copy no newer than the one it holds (its own write, already shown) is not read back, checked and shown
 * again, which rendered every answer of a start twice (docs/performance.md).
 */
export function followKey<T>(
  key: string,
  schema: Struct<T, unknown>,
  heldAt: () => number,
  onFresher: (answer: CachedAnswer<T>) => void,
): () => void {
  return listen((message) => {
    if (message.key !== key || message.updatedAt <= heldAt()) return;
    void read(key, schema).then((answer) => {
      if (answer && answer.updatedAt > heldAt()) onFresher(answer);
    });
  });
}
