import type { IncomingMessage } from 'node:http';
import type { TrustProxy } from '../config';

/**
 * The client's address for a request answered before the framework sees it (the private lane's log line), read as
 * the framework reads it under TRUST_PROXY: the socket's address, then `X-Forwarded-For` from the right, skipping the
 * trusted hops. A hop count (the shipped set-up: `1`) is followed exactly; with a list, addresses named plainly are
 * skipped and a range stops the walk (the line then names the nearest proxy, never an address the client chose).
 */
export function clientIpReader(trust: TrustProxy): (req: IncomingMessage) => string | undefined {
  if (trust === false) return (req) => req.socket.remoteAddress;
  const chainOf = (req: IncomingMessage) => {
    const forwarded = req.headers['x-forwarded-for'];
    const hops = (typeof forwarded === 'string' ? forwarded : '')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean)
      .reverse();
    return [req.socket.remoteAddress ?? '', ...hops];
  };
  if (typeof trust === 'number')
    return (req) => {
      const chain = chainOf(req);
      return chain[Math.min(trust, chain.length - 1)];
    };
  const named = new Set(trust.filter((a) => !a.includes('/')));
  return (req) => {
    const chain = chainOf(req);
    let i = 0;
    while (i < chain.length - 1 && named.has(chain[i]!)) i++;
    return chain[i];
  };
}
