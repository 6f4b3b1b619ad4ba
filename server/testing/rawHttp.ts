import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

/** An answer as it came over the wire: status, headers and the body's bytes, still in their coding. */
export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET over real HTTP on a fresh connection (the lanes answer only real requests, never injected ones). */
export function rawGet(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((ok, fail) => {
    httpGet(url, { headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        ok({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    }).once('error', fail);
  });
}

/** The body decoded from its `Content-Encoding` (br, gzip, deflate or none). */
export function decodedBody(r: RawAnswer): Buffer {
  switch (r.headers['content-encoding']) {
    case 'br':
      return brotliDecompressSync(r.body);
    case 'gzip':
      return gunzipSync(r.body);
    case 'deflate':
      return inflateSync(r.body);
    default:
      return r.body;
  }
}

/** The headers without `Date` and `X-Request-Id`, which differ between two sendings of the same answer. */
export const withoutOwn = ({
  date: _date,
  'x-request-id': _id,
  ...rest
}: IncomingHttpHeaders): IncomingHttpHeaders => rest;

/** A request id this server made (a UUID), as against one a proxy gave. */
export const MADE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
