import { createFetch, ofetch, type $Fetch } from 'ofetch';
import { validate } from 'superstruct';
import type { AnyEndpoint, Endpoint } from './contract/endpoint';
import { encryptionHeader, getPublicKey, JWE_CONTENT_TYPE } from './contract/jwe';
import { AnyEnvelope } from './contract/envelope';
import { ErrorCode } from './contract/errors';
import { ApiError, ClientErrorCode } from './ApiError';
import type { PublicKey as PublishedKey } from './contract/jwe';
import { deviceHeaderFor, type DeviceHeader } from '../lib/displayMode';
import { OFFLINE_HEADER } from '../lib/swr';
import { bootUrl } from './contract/boot';
import { getRuntimeConfig } from './contract/config';
import { holdsBootAnswer, takeBootAnswer } from './bootAnswers';
import { nextTask } from '../lib/tasks';
import { reloadable } from '../lib/importAgain';

/**
 * The one way to call the platform (the only ofetch import). It adds the platform headers, unwraps the envelope,
 * validates `value` with the endpoint's answer schema, and turns every failure into an `ApiError`.
 *
 * - Headers: `Merchant` (once), `Authorization` (the bare token; never in a URL), `Language` (TY/EN), `Device`.
 * - A 401 `login.not.session` clears the session through the hook stores/wireClient.ts registers; a public GET is
 *   then sent once more as a guest. A member-only endpoint is not called at all without a token, so a guest's page
 *   load logs no 401 (DECISIONS.md "Errors").
 * - GETs time out and retry with backoff on network errors and timeouts only. Writes are never retried here: the
 *   caller decides, and money calls carry an `Idempotency-Key` so a retry the user makes is applied once.
 * - Encrypted endpoints send a JWE (lib/crypto.ts) with `Content-Type: application/jose` and `Encryption: JWE; kid=`.
 * - A public GET whose answer the first visit's page carries (boot answers, ./bootAnswers.ts) is answered from it.
 * - Nothing here logs: bodies, tokens and passwords never reach a console.
 */

export type WireLanguage = 'TY' | 'EN';

/** What the client reads at each call; stores/wireClient.ts sets these at start-up. */
export interface ClientSettings {
  /**
   * The API base, such as '' (same origin) or 'https://api.example'; a getter when it follows the runtime config
   * (read at each call, so a config that arrives later applies at once).
   */
  base: string | (() => string);
  merchant: () => string | undefined;
  token: () => string | undefined;
  language: () => WireLanguage;
  device: () => DeviceHeader;
  /** Called on each 401 `login.not.session` with the token it was sent with; wireClient.ts drops that session. */
  onSessionExpired: (token: string) => void;
  /** Per-attempt timeout of a GET, and of a write. */
  timeoutMs: number;
  /** Extra attempts of a GET after a network error or a timeout. */
  retries: number;
  /** First backoff delay; doubles on each retry. */
  backoffMs: number;
  /** The fetch implementation (tests pass a fake); undefined means the global fetch. */
  fetch: typeof globalThis.fetch | undefined;
  /**
   * Given each boot answer of a cached endpoint (`swr: true`) once it passed its schema, with the URL it stands for,
   * so that what a first visit showed is kept for offline like a fetched answer (wireClient.ts stores it).
   */
  keepBootAnswer: (endpoint: AnyEndpoint, url: string, value: unknown) => void;
}

const defaults: ClientSettings = {
  base: '',
  merchant: () => undefined,
  token: () => undefined,
  language: () => 'TY',
  device: () => deviceHeaderFor(),
  onSessionExpired: () => {},
  timeoutMs: 10_000,
  retries: 2,
  backoffMs: 400,
  fetch: undefined,
  keepBootAnswer: () => {},
};

let settings: ClientSettings = { ...defaults };
let $fetch: $Fetch = ofetch;

/** Changes some settings; the rest keep their values. */
export function configureClient(next: Partial<ClientSettings>): void {
  settings = { ...settings, ...next };
  if ('fetch' in next) $fetch = next.fetch ? createFetch({ fetch: next.fetch }) : ofetch;
}

/** Back to the defaults (tests). */
export function resetClient(): void {
  settings = { ...defaults };
  $fetch = ofetch;
  publishedKey = undefined;
}

export interface CallOptions<Q, B> {
  query?: Q;
  body?: B;
  /** Required for money-moving endpoints: one key per user intent, reused if the user retries. */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** Sees the answer's headers (such as the captcha's `Captcha-Id`); called only when an answer arrived. */
  onHeaders?: (headers: Headers) => void;
  /** The request outlives the page (fetch's `keepalive`): a report sent as the page is hidden or closed. */
  keepalive?: boolean;
}

/** A fresh idempotency key for one user intent. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

let publishedKey: Promise<PublishedKey> | undefined;

function currentKey(): Promise<PublishedKey> {
  publishedKey ??= call(getPublicKey).catch((error: unknown) => {
    publishedKey = undefined;
    throw error;
  });
  return publishedKey;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Calls an endpoint and answers its validated value, or throws an `ApiError`. */
export async function call<Q, B, A>(ep: Endpoint<Q, B, A>, options: CallOptions<Q, B> = {}): Promise<A> {
  if (ep.idempotent && !options.idempotencyKey) {
    throw new TypeError(`${ep.method} ${ep.path} moves money and needs an idempotencyKey`);
  }
  const token = settings.token();
  if (ep.access === 'member' && !token) {
    throw new ApiError('server', ErrorCode.notSession, 401, `${ep.path} needs a session`);
  }
  // A device that says it has no network: a call the worker cannot answer from what it keeps fails at once, saying
  // so (issue 51: a screen never visited offline showed "Loading…" through the retries, then a dropped connection).
  if (deviceOffline() && !(ep.swr && ep.method === 'GET' && workerControls()))
    throw new ApiError('network', ClientErrorCode.offline, 0, `${ep.path}: the device is offline`);
  const attempts = ep.method === 'GET' ? 1 + settings.retries : 1;
  for (let attempt = 1; ; attempt++) {
    try {
      return await once(ep, options, token);
    } catch (error) {
      if (error instanceof ApiError && expired(error) && token) {
        settings.onSessionExpired(token);
        // A public read carries on as a guest; a private one or a write reports the expiry.
        if (ep.method === 'GET' && ep.access === 'guest') return once(ep, options, undefined);
      }
      const retryable =
        error instanceof ApiError &&
        (error.kind === 'network' || error.kind === 'timeout') &&
        !deviceOffline();
      if (!retryable || attempt >= attempts || options.signal?.aborted) throw error;
      await sleep(settings.backoffMs * 2 ** (attempt - 1));
    }
  }
}

/** The sealing code (jose), asked for afresh after a failed load (src/lib/importAgain.ts). */
const loadCrypto = reloadable(() => import('../lib/crypto'));

/** Whether the device says it has no network at all (a false `navigator.onLine` is reliable; a true one is not). */
function deviceOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Whether a service worker controls the page, and may answer a kept read (sw/swrRoute.ts). */
function workerControls(): boolean {
  return typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller);
}

function expired(error: ApiError): boolean {
  return error.status === 401 && error.errorCode === ErrorCode.notSession;
}

/**
 * The query without any `token` field: tokens travel only in `Authorization` (DECISIONS.md). Dates travel as
 * ISO 8601 (the contract's `queryIsoTime`), since the query encoder would send a Date JSON-quoted.
 */
function safeQuery(query: unknown): Record<string, unknown> | undefined {
  if (typeof query !== 'object' || query === null) return undefined;
  const { token: _dropped, ...rest } = query as Record<string, unknown>;
  for (const [name, value] of Object.entries(rest)) {
    if (value instanceof Date) rest[name] = value.toISOString();
  }
  return rest;
}

/** Whether a call may be answered from the page's boot answers: a public read with nothing to send. */
function bootable<Q, B, A>(ep: Endpoint<Q, B, A>, options: CallOptions<Q, B>): boolean {
  return ep.method === 'GET' && ep.access === 'guest' && options.body === undefined;
}

/**
 * Whether `call` would answer now from the page's own boot answers, with no request: a first visit's public read in
 * its first seconds. Such an answer is the freshest there is, so a cache need not read what it keeps first.
 */
export function answeredByPage<Q, B, A>(ep: Endpoint<Q, B, A>, options: CallOptions<Q, B> = {}): boolean {
  if (!bootable(ep, options) || deviceOffline()) return false;
  const url = bootUrl(ep.path, safeQuery(options.query) as Parameters<typeof bootUrl>[1]);
  return holdsBootAnswer(url, settings.language(), settings.merchant(), ep.path === getRuntimeConfig.path);
}

async function once<Q, B, A>(ep: Endpoint<Q, B, A>, options: CallOptions<Q, B>, token: string | undefined) {
  const headers = new Headers({
    Accept: 'application/json',
    Language: settings.language(),
    Device: settings.device(),
  });
  const merchant = settings.merchant();
  if (merchant) headers.set('Merchant', merchant);
  if (token) headers.set('Authorization', token);
  if (options.idempotencyKey) headers.set('Idempotency-Key', options.idempotencyKey);

  let body: BodyInit | Record<string, unknown> | undefined;
  let key: PublishedKey | undefined;
  if (ep.encrypted && options.body !== undefined) {
    key = await currentKey();
    // jose loads only when a secret is sent, keeping it out of the first paint. Code that cannot load is a network
    // failure like any other: the caller says so, and its retry asks for the code again.
    const { sealPayload } = await loadCrypto().catch(() => {
      throw new ApiError(
        'network',
        deviceOffline() ? ClientErrorCode.offline : ClientErrorCode.network,
        0,
        `${ep.method} ${ep.path}: the code that seals it could not load (network)`,
      );
    });
    body = await sealPayload(options.body, key);
    headers.set('Content-Type', JWE_CONTENT_TYPE);
    headers.set('Encryption', encryptionHeader(key.kid));
  } else if (options.body !== undefined && ep.form) {
    // One flat object of strings (the contract's form endpoints): each value as text.
    const form = new URLSearchParams();
    for (const [name, value] of Object.entries(options.body as Record<string, unknown>))
      if (value !== undefined && value !== null) form.set(name, String(value));
    body = form;
    headers.set('Content-Type', 'application/x-www-form-urlencoded');
  } else if (options.body !== undefined) {
    body = options.body as Record<string, unknown>;
  }

  const label = `${ep.method} ${ep.path}`;
  // A first visit's page may carry this public read's answer already (boot answers): no round trip.
  if (bootable(ep, options)) {
    const url = bootUrl(ep.path, safeQuery(options.query) as Parameters<typeof bootUrl>[1]);
    const boot = takeBootAnswer(url, settings.language(), merchant, ep.path === getRuntimeConfig.path);
    if (boot !== undefined) {
      // Each answer is checked in a task of its own: the boot answers are taken together at start-up, and checked in
      // one task they were one long task of a slow phone's first visit.
      await nextTask();
      const value = settle(ep, label, 200, boot, key);
      // Kept for offline like a fetched answer: no request is made, so the worker never sees it.
      if (ep.swr) settings.keepBootAnswer(ep as unknown as AnyEndpoint, url, value);
      return value;
    }
  }
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, settings.timeoutMs);
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort);
  if (options.signal?.aborted) controller.abort();

  let status: number;
  let text: string;
  let workerOffline = false;
  try {
    const base = typeof settings.base === 'function' ? settings.base() : settings.base;
    const response = await $fetch.raw(base + ep.path, {
      method: ep.method,
      query: safeQuery(options.query),
      body,
      headers,
      retry: 0,
      responseType: 'text',
      ignoreResponseError: true,
      signal: controller.signal,
      ...(options.keepalive ? { keepalive: true } : {}),
    });
    // The worker's own answer: the network failed and it keeps nothing for this call (sw/swrRoute.ts).
    workerOffline = response.headers.get(OFFLINE_HEADER) !== null;
    status = response.status;
    options.onHeaders?.(response.headers);
    text = typeof response._data === 'string' ? response._data : '';
  } catch {
    if (timedOut) throw new ApiError('timeout', ClientErrorCode.timeout, 0, `${label} timed out`);
    if (options.signal?.aborted)
      throw new ApiError('network', ClientErrorCode.aborted, 0, `${label} was cancelled`);
    throw new ApiError('network', ClientErrorCode.network, 0, `${label} got no answer (network)`);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
  if (workerOffline)
    throw new ApiError(
      'network',
      deviceOffline() ? ClientErrorCode.offline : ClientErrorCode.network,
      0,
      `${label} got no answer, and nothing is kept (network)`,
    );

  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw status >= 200 && status < 300
      ? new ApiError(
          'invalid-answer',
          ClientErrorCode.invalidAnswer,
          status,
          `${label} answered something not JSON`,
        )
      : new ApiError('server', ClientErrorCode.badGateway, status, `${label} failed with HTTP ${status}`);
  }
  return settle(ep, label, status, json, key);
}

/** An answer's envelope checked, and its value checked against the endpoint's schema (fetched or boot). */
function settle<Q, B, A>(
  ep: Endpoint<Q, B, A>,
  label: string,
  status: number,
  json: unknown,
  key: PublishedKey | undefined,
): A {
  const ok = status >= 200 && status < 300;
  const [notEnvelope, envelope] = validate(json, AnyEnvelope);
  if (notEnvelope) {
    throw ok
      ? new ApiError('invalid-answer', ClientErrorCode.invalidAnswer, status, `${label} answered no envelope`)
      : new ApiError('server', ClientErrorCode.badGateway, status, `${label} failed with HTTP ${status}`);
  }
  if (!envelope.success) {
    // A refused JWE may mean the key rotated: fetch it again next time.
    if (key && envelope.errorCode === ErrorCode.encryptionRequired) publishedKey = undefined;
    throw new ApiError(
      'server',
      envelope.errorCode,
      status,
      envelope.message ?? envelope.errorCode,
      envelope.value,
    );
  }
  if (!ok)
    throw new ApiError('server', ClientErrorCode.badGateway, status, `${label} failed with HTTP ${status}`);
  const [invalid, value] = validate(envelope.value, ep.answer, { coerce: true });
  if (invalid) {
    // Name the field and the expected type, never the received value (it may be private).
    const at = invalid.path.length ? invalid.path.join('.') : 'value';
    throw new ApiError(
      'invalid-answer',
      ClientErrorCode.invalidAnswer,
      status,
      `${label}: ${at} is not ${invalid.type}`,
    );
  }
  return value;
}

/** An envelope already in hand (a boot answer drawn by the server): its validated value, or an `ApiError`. */
export function answerOf<Q, B, A>(ep: Endpoint<Q, B, A>, json: unknown): A {
  return settle(ep, `${ep.method} ${ep.path}`, 200, json, undefined);
}
