/**
 * The dotted error codes the platform sends. The client maps each to a catalogue message;
 * an unknown code shows "unknown error". Codes seen upstream are kept as they are.
 */
export const ErrorCode = {
  notSession: 'login.not.session',
  notFound: 'request.not.found',
  badRequest: 'request.invalid',
  methodNotAllowed: 'request.method.not.allowed',
  tooLarge: 'request.too.large',
  encryptionRequired: 'request.encryption.invalid',
  rateLimited: 'request.rate.limited',
  loginFailed: 'login.failed',
  captchaRequired: 'captcha.required',
  captchaInvalid: 'captcha.invalid',
  functionNotAvailable: 'function.not.available',
  maintenance: 'system.maintenance',
  regionBlocked: 'system.region.blocked',
  duplicateRequest: 'request.duplicate',
  insufficientFunds: 'wallet.insufficient.funds',
  /** Launch, favourite or recent of a game the catalogue does not have (or of another vendor). */
  gameNotFound: 'game.not.found',
  /** A demo-game launch ticket that is unknown, spent or expired. */
  gameTicketInvalid: 'game.ticket.invalid',
  /** A free-play spin without a live free-play game credential. */
  gameSessionInvalid: 'game.session.invalid',
  internal: 'system.error',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
