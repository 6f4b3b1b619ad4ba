/** How a call failed: no answer, too slow, an answer we cannot read, or the platform said no. */
export type ApiErrorKind = 'network' | 'timeout' | 'invalid-answer' | 'server';

/** Codes the client makes up for failures that carry no platform code; the UI maps them like platform codes. */
export const ClientErrorCode = {
  network: 'client.network',
  /** The device says it has no network (`navigator.onLine` false): nothing was sent. */
  offline: 'client.offline',
  aborted: 'client.aborted',
  timeout: 'client.timeout',
  invalidAnswer: 'client.invalid.answer',
  /** An HTTP failure whose body was not an envelope (a proxy's error page). */
  badGateway: 'client.http.error',
} as const;

/**
 * Every failure of `call()`. `errorCode` is the platform's dotted code, or a `ClientErrorCode`; `status` is the HTTP
 * status (0 when there was no answer); `value` is the failure envelope's value (such as the captcha flag).
 */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly errorCode: string,
    readonly status: number,
    message: string,
    readonly value?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
