import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError, ClientErrorCode } from '../../api/ApiError';
import { errorCodeOf, errorMessage } from '../../i18n/errorMessages';

const UNSURE = msg`The connection dropped before an answer came. Press again to check: it will not be applied twice.`;

/**
 * The message for a failed money call. When the connection dropped after sending, the request may have arrived:
 * the player is told so, and that pressing again is safe (the same idempotency key is sent again).
 */
export function failureText(i18n: I18n, error: unknown): string {
  // Offline, nothing was sent: plain "you are offline", not "press again".
  if (error instanceof ApiError && error.errorCode === ClientErrorCode.offline)
    return i18n._(errorMessage(error.errorCode));
  if (error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout'))
    return i18n._(UNSURE);
  return i18n._(errorMessage(errorCodeOf(error)));
}

/**
 * The message for a read that failed (a list, a form's figures): what the catalogue says for it. A read changes
 * nothing, so the "press again, it will not be applied twice" of a money call never applies.
 */
export function readFailureText(i18n: I18n, error: unknown): string {
  return i18n._(errorMessage(errorCodeOf(error)));
}
