import type { Struct } from 'superstruct';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint. `guest`: no session needed (a token, if sent, is still honoured);
 * `member`: a live session, else 401 `login.not.session`.
 */
export type Access = 'guest' | 'member';

/** One platform call, written once and used by the client, the server and the worker. */
export interface Endpoint<Q, B, A> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly access: Access;
  /** Query-string schema; values arrive as strings, so use coercing structs for numbers. */
  readonly query: Struct<Q, unknown> | null;
  /** Body schema; for an encrypted endpoint this is the schema of the opened (decrypted) payload. */
  readonly body: Struct<B, unknown> | null;
  /** The schema of the envelope's `value` on success. */
  readonly answer: Struct<A, unknown>;
  /** The body travels as a JWE with the `Encryption` header (ARCHITECTURE.md "Body encryption"). */
  readonly encrypted?: boolean;
  /** The body travels form-encoded (`application/x-www-form-urlencoded`, one flat object of strings), not as JSON. */
  readonly form?: boolean;
  /** Money-moving: needs an `Idempotency-Key` header, and the server applies each key once. */
  readonly idempotent?: boolean;
  /** Cacheable by the stale-while-revalidate layer (configuration, catalogues, announcements). */
  readonly swr?: boolean;
  /**
   * A cached lookup (spec 02 §4): a kept answer younger than this is shown without asking the platform again; an
   * older one is shown and asked for again (docs/app-foundation.md "Cached lookups"). Without it, every visit asks.
   */
  readonly freshForMs?: number;
}

const MINUTE = 60_000;
/** Freshness of the cached lookups: catalogue shapes (vendors, lotteries, register rules) and what changes more often. */
export const FRESH = { catalogue: 10 * MINUTE, hotGames: 5 * MINUTE, announcements: 2 * MINUTE } as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a registry of endpoints of any shape
export type AnyEndpoint = Endpoint<any, any, any>;

/** Declares an endpoint with its types inferred from its schemas. */
export function endpoint<Q = undefined, B = undefined, A = unknown>(e: Endpoint<Q, B, A>): Endpoint<Q, B, A> {
  return e;
}

export type QueryOf<E> = E extends Endpoint<infer Q, unknown, unknown> ? Q : never;
export type BodyOf<E> = E extends Endpoint<unknown, infer B, unknown> ? B : never;
export type AnswerOf<E> = E extends Endpoint<unknown, unknown, infer A> ? A : never;
