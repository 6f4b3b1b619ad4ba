import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { validate, type Struct, type StructError } from 'superstruct';
import type { AnyEndpoint, Endpoint } from '../../src/api/contract/endpoint';
import { setFirstPassword } from '../../src/api/contract/account';
import { ErrorCode } from '../../src/api/contract/errors';
import { launchGame } from '../../src/api/contract/launch';
import { logout } from '../../src/api/contract/session';
import { ApiError, badRequest, notSession, unavailable } from './envelope';
import { databaseUnavailable } from '../db/unavailable';
import { recordReads } from '../db/readSet';
import { privateAnswersFor, sendPrivate, type Held, type PrivateTicket } from './privateAnswers';
import { answerKey, publicAnswersFor, sendCached } from './publicAnswers';
import './request-session';

/** What a handler gets: the validated query and body, and the raw request for headers. */
export interface HandlerInput<Q, B> {
  query: Q;
  body: B;
  req: FastifyRequest;
  reply: FastifyReply;
}

/** Hooks a route may need before its handler runs: session lookup, body decryption, idempotency. */
export interface RouteHooks {
  /** Turns the raw request body into the payload to validate (the JWE opener for encrypted endpoints). */
  openBody?: (req: FastifyRequest) => Promise<unknown>;
  /** Runs before validation, e.g. to demand a session; throws ApiError to refuse. */
  before?: (req: FastifyRequest) => Promise<void>;
  /** A larger body limit than the server's 64 KB, in bytes (uploads). */
  bodyLimit?: number;
}

/** The `Idempotency-Key` header of money calls: a UUID or similar opaque string. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,128}$/;

function describe(err: StructError): string {
  const f = err.failures()[0];
  const where = f && f.path.length > 0 ? f.path.join('.') : 'request';
  return `Invalid ${where}`;
}

/**
 * Registers one contract endpoint: the query and body are validated against the contract, and the
 * answer must pass its schema before it is sent (an answer that fails is a server bug: 500, logged).
 * `access: 'member'` needs `req.session` (401 `login.not.session`); `encrypted: true` needs `hooks.openBody`;
 * `idempotent: true` needs an `Idempotency-Key` header (400 `request.invalid`).
 */
export function registerEndpoint<Q, B, A>(
  app: FastifyInstance,
  e: Endpoint<Q, B, A>,
  handler: (input: HandlerInput<Q, B>) => Promise<A>,
  hooks: RouteHooks = {},
): void {
  // Fail closed: an encrypted endpoint registered without its opener would accept plaintext.
  if (e.encrypted && !hooks.openBody) throw new Error(`${e.path} is encrypted but has no openBody hook`);
  // Public catalogue answers come from memory when the scope turned that on (server/http/publicAnswers.ts).
  const publicAnswers = publicAnswersFor(app, e);
  // Some signed-in reads come from memory too, kept by member until the database says a row of theirs changed.
  const privateAnswers = privateAnswersFor(app, e);
  // A kept answer is keyed by the query keys the contract names only: a guest adding keys of their own gets the same
  // answer and makes no new entry (issue 65, "caches any guest can inflate").
  const known = queryKeysOf(e.query);
  app.route({
    method: e.method,
    url: e.path,
    ...(hooks.bodyLimit ? { bodyLimit: hooks.bodyLimit } : {}),
    // Authentication before the body is read: a member endpoint refuses a request without a session unread, so
    // nobody can make the server parse large bodies without signing in (the session hook runs at onRequest).
    ...(e.access === 'member'
      ? {
          preParsing: async (req: FastifyRequest) => {
            if (!req.session) throw notSession();
          },
        }
      : {}),
    handler: async (req, reply) => {
      // Without the session hook `req.session` is unset, so member endpoints refuse rather than open up.
      if (e.access === 'member' && !req.session) throw notSession();
      // Money calls carry a key so a retry applies nothing twice (server/wallet/idempotency.ts).
      if (e.idempotent && !IDEMPOTENCY_KEY.test(String(req.headers['idempotency-key'] ?? '')))
        throw badRequest('Idempotency-Key required');
      // An account that must set its first password may do nothing else that acts (docs/accounts.md "First password").
      if (req.session?.mustChangePassword && actsForMember(e)) throw firstPasswordRequired();
      if (hooks.before) await hooks.before(req);
      // Keyed by the query as sent (keys sorted): a hit skips even the query's validation. Only answers to valid
      // queries are ever stored, since a bad one fails below before anything is kept.
      const contractQuery = publicAnswers || privateAnswers ? onlyKnown(req.query, known) : undefined;
      const cacheKey = publicAnswers
        ? answerKey(e.path, publicAnswers.merchantOf(req), req.headers.language, contractQuery?.query)
        : undefined;
      // The lanes key what they send again by the URL as sent: only a URL of the contract's keys may be kept there.
      const laneable = contractQuery?.exact === true;
      const generation = publicAnswers?.cache.generation;
      if (publicAnswers && cacheKey) {
        const hit = publicAnswers.cache.get(cacheKey);
        if (hit) return sendCached(req, reply, hit, publicAnswers.cache.generation, laneable);
      }
      let ticket: PrivateTicket | undefined;
      let privateKey: string | undefined;
      if (privateAnswers && req.session) {
        privateKey = answerKey(
          e.path,
          `${req.session.merchant}@${req.hostname}`,
          req.headers.language,
          contractQuery?.query,
        );
        const hit = privateAnswers.cache.get(req.session.memberId, privateKey);
        if (hit !== undefined)
          return sendPrivate(req, reply, hit, laneable ? laneOffer(req, privateKey, hit) : undefined);
        ticket = privateAnswers.cache.ticket(req.session.memberId);
      }
      const query = e.query ? check(e.query, req.query ?? {}) : (undefined as Q);
      const rawBody = hooks.openBody ? await hooks.openBody(req) : req.body;
      const body = e.body ? check(e.body, rawBody ?? {}) : (undefined as B);
      let value: A;
      let read: ReadonlySet<string> | undefined;
      if (ticket) {
        // A held answer is dropped by a change to any table its read ran a statement on.
        const recorded = await recordReads(() => handler({ query, body, req, reply }));
        value = recorded.value;
        read = recorded.tables;
      } else if (publicAnswers && cacheKey) {
        const built = await withinDeadline(recordReads(() => handler({ query, body, req, reply }))).then(
          (v) => ({ ok: true as const, v }),
          (err: unknown) => ({ ok: false as const, err }),
        );
        if (!built.ok) {
          // The database is in trouble: the last answer built for this query, or 503, within the deadline.
          if (!databaseUnavailable(built.err)) throw built.err;
          const last = publicAnswers.cache.lastKnown(cacheKey);
          if (!last) throw unavailable();
          req.log.warn({ path: e.path }, 'database unavailable: the last known answer sent');
          return sendCached(req, reply, last, 'stale');
        }
        value = built.v.value;
        read = built.v.tables;
      } else value = await handler({ query, body, req, reply });
      const [answerError, answer] = validate(value, e.answer, { coerce: false });
      if (answerError) {
        req.log.error({ path: e.path, failure: answerError.failures()[0]?.path }, 'answer failed its schema');
        throw new ApiError(500, 'system.error', 'Internal error');
      }
      if (publicAnswers && cacheKey) {
        const built = JSON.stringify({ success: true, value: answer });
        return sendCached(
          req,
          reply,
          publicAnswers.cache.put(cacheKey, built, generation, read),
          generation!,
          laneable,
        );
      }
      if (privateAnswers && ticket && read && privateKey && req.session) {
        const built = Buffer.from(JSON.stringify({ success: true, value: answer }));
        const { memberId } = req.session;
        const held = privateAnswers.cache.keep(
          memberId,
          ticket,
          privateKey,
          built,
          privateAnswers.rule,
          read,
        );
        return held
          ? sendPrivate(req, reply, held, laneable ? laneOffer(req, privateKey, held) : undefined)
          : sendPrivate(req, reply, { body: built });
      }
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      return { success: true, value: answer };
    },
  });
}

/** How long a public read may wait for the database before the last known answer (or 503) goes out instead. */
export const PUBLIC_READ_DEADLINE_MS = 1000;

class DeadlineExceeded extends Error {
  // Read by databaseUnavailable as a time limit that ran out.
  readonly code = '57014';
}

/** `work`, or a DeadlineExceeded after PUBLIC_READ_DEADLINE_MS (the work goes on, bounded by its own limits). */
function withinDeadline<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(
      () => fail(new DeadlineExceeded(`no answer within ${PUBLIC_READ_DEADLINE_MS} ms`)),
      PUBLIC_READ_DEADLINE_MS,
    );
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * What a member who must set their first password may not call: every member call that writes, and a game launch
 * (real-money play); reading their own info, and setting the first password or signing out, stay open.
 */
function actsForMember(e: AnyEndpoint): boolean {
  if (e === setFirstPassword || e === logout) return false;
  return e === launchGame || (e.access === 'member' && e.method !== 'GET');
}

const firstPasswordRequired = () =>
  new ApiError(403, ErrorCode.firstPasswordRequired, 'Set a new password first');

/** The query keys a contract's query schema names (superstruct's `type`/`object` keep them in `schema`). */
function queryKeysOf(query: { schema?: unknown } | null | undefined): ReadonlySet<string> {
  const fields = query?.schema;
  return new Set(fields && typeof fields === 'object' ? Object.keys(fields) : []);
}

/** The query with only the contract's keys, and whether that was the whole query. */
function onlyKnown(
  query: unknown,
  known: ReadonlySet<string>,
): { query: Record<string, unknown>; exact: boolean } {
  const out: Record<string, unknown> = {};
  let exact = true;
  if (query && typeof query === 'object')
    for (const [k, v] of Object.entries(query)) {
      if (known.has(k)) out[k] = v;
      else exact = false;
    }
  return { query: out, exact };
}

/** What the private lane needs to send a held answer again to the same session (server/http/privateLane.ts). */
function laneOffer(req: FastifyRequest, key: string, held: Held) {
  const { memberId, merchant } = req.session!;
  return { memberId, merchant, key, held };
}

/**
 * Control characters no field of the platform carries: NUL (which PostgreSQL cannot store in text) and the other
 * C0 controls but tab, line feed and carriage return, and DEL. Refused where a request enters, naming the field.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The path of the first string (value or key) with a control character, or undefined. */
export function controlCharacterAt(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') return CONTROL.test(value) ? path : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = controlCharacterAt(value[i], [...path, String(i)]);
      if (found) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (CONTROL.test(k)) return [...path, 'key'];
      const found = controlCharacterAt(v, [...path, k]);
      if (found) return found;
    }
  }
  return undefined;
}

function check<T>(schema: Struct<T, unknown>, input: unknown): T {
  const [err, value] = validate(input, schema, { coerce: true });
  if (err) throw badRequest(describe(err));
  const bad = controlCharacterAt(value);
  if (bad) throw badRequest(`Invalid ${bad.length > 0 ? bad.join('.') : 'request'}`);
  return value;
}
