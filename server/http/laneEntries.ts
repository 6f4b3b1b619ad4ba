import type { OutgoingHttpHeaders } from 'node:http';
import type { AnswerEncoding } from './publicAnswers';

// What the fast lane (fastLane.ts) and the private lane (privateLane.ts) share: which of Fastify's headers they
// replay, when an answer may be replayed at all, and their bounded store.

/** The headers Fastify had on an answer when it went out (`reply.getHeaders()`). */
export type SentHeaders = Record<string, string | number | string[] | undefined>;

/** Headers the HTTP server writes for each answer itself; never replayed. */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * The headers to send again with a replayed answer, or undefined when it may not be replayed: it did not go out in
 * the coding it was offered in (none said means identity). A coding the answer caches do not make (deflate) is the
 * compression plugin's, made on the way out, while the offer holds the plain bytes.
 */
export function replayHeaders(
  headers: SentHeaders,
  offered: AnswerEncoding,
): OutgoingHttpHeaders | undefined {
  const sent = headers['content-encoding'];
  if ((sent === undefined ? 'identity' : String(sent)) !== offered) return undefined;
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined && !OWN_HEADERS.has(name.toLowerCase())) kept[name] = value;
  return kept;
}

/** Stores an entry as the newest, first dropping the oldest when `max` are held (a hit never reorders). */
export function keepNewest<T>(entries: Map<string, T>, key: string, entry: T, max: number): void {
  entries.delete(key);
  if (entries.size >= max) entries.delete(entries.keys().next().value!);
  entries.set(key, entry);
}
