/**
 * The query parameters whose values are logged as sent: paging, filters and codes of the catalogue, none of them a
 * secret or a player's detail. Every other value is replaced by `[redacted]`, so a token, ticket, password, code,
 * number or name that a client (or an attacker) puts in a query string never reaches the log (docs/security.md).
 */
const LOGGED_PARAMS = new Set([
  'page',
  'pageNo',
  'pageNum',
  'pageSize',
  'size',
  'type',
  'gameType',
  'gameCode',
  'gameId',
  'gameClassify',
  'gameCategory',
  'category',
  'vendor',
  'vassalage',
  'lobbyCode',
  'code',
  'issueNo',
  'isNew',
  'minBet',
  'minLine',
  'platform',
  'clientType',
  'resourceType',
  'labelKey',
  'language',
  'loginAs',
  'channel',
  'status',
  'kind',
  'side',
  'id',
  'promotionId',
  'period',
  'periodKey',
  'from',
  'to',
  'start',
  'end',
  'day',
  'month',
  'year',
  'hour',
  'read',
]);

/** A parameter name that is shown as it is; anything else (a token pasted as a name, say) shows as `[param]`. */
const PLAIN_NAME = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

/** A URL for the log: the path, and the query with every value outside `LOGGED_PARAMS` redacted. */
export function redactQuery(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const parts = url
    .slice(q + 1)
    .split('&')
    .filter((p) => p.length > 0)
    .map((part) => {
      const eq = part.indexOf('=');
      const name = eq < 0 ? part : part.slice(0, eq);
      if (LOGGED_PARAMS.has(name)) return part;
      return `${PLAIN_NAME.test(name) ? name : '[param]'}=[redacted]`;
    });
  return `${url.slice(0, q)}?${parts.join('&')}`;
}

/** The longest statement text a log line carries of a failed query. */
const STATEMENT_IN_LOG = 200;

/**
 * An error's message as a log line may carry it: never a statement's parameters. Drizzle's failed-query error reads
 * `Failed query: <sql>\nparams: <values>`, and the values are session token hashes, signatures, limit keys or a
 * player's details; the line keeps the statement (cut at 200 characters), the database's own message and SQLSTATE.
 */
export function errorText(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const withoutParams = err.message.replace(/\n\s*params:[\s\S]*$/, '');
  const failed = /^Failed query: ([\s\S]*)$/.exec(withoutParams);
  if (!failed) return withoutParams;
  const cause = (err as { cause?: unknown }).cause;
  const statement = failed[1]!.replace(/\s+/g, ' ').trim().slice(0, STATEMENT_IN_LOG);
  const code = (cause as { code?: unknown } | undefined)?.code;
  const why = cause instanceof Error ? errorText(cause) : 'failed';
  return `${why}${typeof code === 'string' ? ` (${code})` : ''} in: ${statement}`;
}

/** An error's stack without its message (which `errorText` gives, redacted): only the `at …` frames. */
export const stackFrames = (err: Error): string | undefined =>
  err.stack
    ?.split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
