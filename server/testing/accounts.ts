import { is, type Struct } from 'superstruct';
import type { AnyEndpoint } from '../../src/api/contract/endpoint';
import { FailureEnvelope, successEnvelope } from '../../src/api/contract/envelope';
import { readConfig, type ServerConfig } from '../config';
import type { TestApp } from './app';

/** The end-to-end profile (lifted limits, captcha off, dev outbox on): for tests that are not about limits. */
export const testProfile = (): ServerConfig => ({
  ...readConfig({ SERVER_PROFILE: 'test' }),
  appDir: '/nonexistent',
});

/** The real values, with the dev outbox on so tests can read codes. */
export const realProfile = (): ServerConfig => ({
  ...readConfig({ DEV_OUTBOX: '1' }),
  appDir: '/nonexistent',
});

export interface CallOptions {
  body?: unknown;
  query?: Record<string, string>;
  token?: string;
  ip?: string;
  /** Extra request headers (`x-forwarded-for` from a proxy, say). */
  headers?: Record<string, string>;
  /** Send the body as the given raw string with this content type (form-encoded calls). */
  raw?: { payload: string; contentType: string };
  /** The `Idempotency-Key` of a money call. */
  idempotencyKey?: string;
}

/**
 * Calls an endpoint the way the client does (sealing the body when the endpoint is encrypted) and checks the
 * answer against its envelope: the success schema on 2xx, the failure envelope otherwise.
 */
export async function call(api: TestApp, e: AnyEndpoint, opts: CallOptions = {}) {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = opts.token;
  if (opts.idempotencyKey) headers['idempotency-key'] = opts.idempotencyKey;
  let payload: string | undefined;
  if (opts.raw) {
    headers['content-type'] = opts.raw.contentType;
    payload = opts.raw.payload;
  } else if (e.encrypted) {
    Object.assign(headers, api.joseHeaders());
    payload = await api.seal(opts.body ?? {});
  } else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(opts.body);
  }
  const res = await api.app.inject({
    method: e.method,
    url: e.path,
    query: opts.query,
    headers,
    payload,
    remoteAddress: opts.ip ?? '127.0.0.1',
  });
  const json = res.json() as { success: boolean; value?: unknown; errorCode?: string };
  const schema = (res.statusCode < 300 ? successEnvelope(e.answer) : FailureEnvelope) as unknown as Struct<
    unknown,
    unknown
  >;
  if (!is(json, schema)) throw new Error(`${e.path} answered outside its schema: ${res.body}`);
  return {
    status: res.statusCode,
    json,
    headers: res.headers,
    value: json.value as never,
    code: json.errorCode,
  };
}
