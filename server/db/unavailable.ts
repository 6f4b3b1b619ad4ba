/**
 * Whether an error means the database could not be reached, or the connection under a query was lost or timed out
 * (docs/deployment.md "When the database has trouble"): not the query's own fault, so the request answers 503 with
 * Retry-After and the caller may send it again (a money call with the same idempotency key). Drizzle wraps the
 * driver's error (`cause`), so the whole chain is read.
 */
export function databaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (lostConnection(e) || timedOut(e)) return true;
  }
  return false;
}

/**
 * Whether an error at start means "the database is not there yet" rather than a mistake an operator must fix (a wrong
 * password, a missing database, a bad migration): everything `databaseUnavailable` counts, and a name that does not
 * resolve yet (DNS of a database that is being moved).
 */
export function unreachableAtStart(err: unknown): boolean {
  if (databaseUnavailable(err)) return true;
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return true;
  }
  return false;
}

/** The pause before the next try at start: 0.5 s, doubling to at most 5 s. */
export const startRetryPause = (attempt: number): number => Math.min(500 * 2 ** attempt, 5000);

/** SQLSTATEs of a server that went away or cannot take work now (postgresql.org/docs/current/errcodes-appendix). */
const UNAVAILABLE_STATES = new Set([
  '57P01', // admin_shutdown: a fast or immediate restart, or pg_terminate_backend
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, or shutting down
  '53000', // insufficient_resources
  '53100', // disk_full
  '53200', // out_of_memory
  '53300', // too_many_connections
  '55000', // object_not_in_prerequisite_state: a database not accepting connections (ALLOW_CONNECTIONS false)
  '25006', // read_only_sql_transaction: a standby answered (the primary failed over, the address has not yet moved)
  '57014', // query_canceled: the statement time limit
]);

/** Node's socket errors on the way to the database. */
const SOCKET_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/** The connection broke or never came (safe to try a read again once). */
export function lostConnection(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string') {
    // Class 08: connection exception.
    if (code.startsWith('08') || SOCKET_ERRORS.has(code)) return true;
    if (UNAVAILABLE_STATES.has(code) && code !== '57014') return true;
  }
  const message = (err as { message?: unknown }).message;
  return (
    typeof message === 'string' &&
    /Connection terminated|not queryable|not currently accepting connections|terminating connection|the database system is (starting up|shutting down|in recovery mode)/i.test(
      message,
    )
  );
}

/** A time limit ran out: the connection's, the statement's, or the client's wait for an answer. */
function timedOut(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  if ((err as { code?: unknown }).code === '57014') return true;
  const message = (err as { message?: unknown }).message;
  return (
    typeof message === 'string' &&
    /timeout exceeded when trying to connect|Query read timeout|connection timeout|timed out|timeout expired/i.test(
      message,
    )
  );
}

/** A statement that only reads, so sending it again after a lost connection changes nothing. */
export function readOnlyStatement(text: string): boolean {
  return (
    /^\s*(select|with)\b/i.test(text) &&
    !/\b(insert|update|delete|merge|for\s+(no\s+key\s+)?update|for\s+(key\s+)?share|nextval|setval|pg_advisory\w*|pg_notify)\b/i.test(
      text,
    )
  );
}
