import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from '../../api/ApiError';
import { errorCodeOf, errorMessage } from '../../i18n/errorMessages';

const UNSURE = msg`The connection dropped before an answer came. Press again to check: it will not be applied twice.`;

/**
 * The message for a failed money call. When the connection dropped after sending, the request may have arrived:
 * the player is told so, and that pressing again is safe (the same idempotency key is sent again).
 */
export function failureText(i18n: I18n, error: unknown): string {
  if (error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout'))
    return i18n._(UNSURE);
  return i18n._(errorMessage(errorCodeOf(error)));
}
