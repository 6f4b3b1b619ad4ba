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
