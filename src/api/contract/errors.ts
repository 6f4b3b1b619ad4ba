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
  /** Free play or a trial account launching a game whose `supportPlay` is false: real money only (403). */
  gamePlayUnsupported: 'game.play.unsupported',
  /** A lottery bet on an issue that no longer takes bets (closed, drawn, or not the open one) (422). */
  lotteryDrawClosed: 'lottery.draw.closed',
  internal: 'system.error',
  /**
   * The platform's database could not be reached, or the connection under the call was lost (503 with Retry-After
   * and `value: { retryAfterSeconds }`). Nothing was applied unless the call's idempotency key says so: sending it
   * again with the same key is safe.
   */
  unavailable: 'system.unavailable',

  // Accounts (issue 4; docs/accounts.md). 429s carry `value: { retryAfterSeconds }` and a Retry-After header.
  /** Too many failed logins for this account or from this address (429). */
  loginRateLimited: 'login.rate.limited',
  /** Login separation (spec 01 §6): an agent account refused by the member login (403). */
  loginNotMember: 'login.not.member',
  /** Login separation: a player account refused by the agent login (403). */
  loginNotAgent: 'login.not.agent',
  /** Registration: the user name is taken in this merchant, whatever its case (409). */
  usernameExists: 'member.username.exists',
  /** Registration: the mobile number already belongs to an account of this merchant (409). */
  mobileExists: 'member.mobile.exists',
  /** A field failed its rule, or a required field is empty; `value: { field }` (400). "account format incorrect". */
  usernameInvalid: 'member.username.invalid',
  /** "password format incorrect" (also the new password of every password call). */
  passwordInvalid: 'member.password.invalid',
  /** "e-mail format incorrect". */
  emailInvalid: 'member.email.invalid',
  /** "name format invalid" (nickname, payee name). */
  nameInvalid: 'member.name.invalid',
  /** "mobile number invalid". */
  mobileInvalid: 'member.mobile.invalid',
  /** Any other registration field that failed its rule; `value: { field }`. */
  fieldInvalid: 'member.field.invalid',
  /** "confirmation password not matched". */
  confirmMismatch: 'member.confirm.mismatch',
  /** "invalid invitation code": the affiliate code names no agent of this merchant. */
  affiliateInvalid: 'affiliate.code.invalid',
  /** "referrer link error": the recommender is not a member of this merchant. */
  recommenderInvalid: 'member.recommender.invalid',
  /** Registration without the minimum-age confirmation (400). */
  ageUnconfirmed: 'register.age.unconfirmed',
  /** "verification code error": wrong, expired, spent or out of tries; one code for all, so nothing leaks (400). */
  verificationInvalid: 'verification.code.invalid',
  /** Too many SMS codes for this number or from this address (429). */
  smsRateLimited: 'sms.rate.limited',
  /** The SMS gateway refused or failed (502); nothing was sent. */
  smsSendFailed: 'sms.send.failed',
  /** Too many password-recovery e-mails from this address (429). */
  recoveryRateLimited: 'recovery.rate.limited',
  /** New password equal to the current one (upstream code, kept as it is). */
  newOldSame: 'modify.new.old.same',
  /** Change password: the old password is wrong (400). */
  oldPasswordInvalid: 'password.old.invalid',
  /** Too many wrong old passwords on change password for this account (429). */
  passwordRateLimited: 'password.rate.limited',
  /** The account must set its first password before anything else (403; the first-password screen). */
  firstPasswordRequired: 'password.first.required',
  /** This device has used up its trial accounts for today (429). */
  trialLimitReached: 'trial.limit.reached',
  /** Deposit or withdraw: the amount is outside the channel's or the merchant's limits; `value: { min, max }` (400). */
  amountOutOfRange: 'money.amount.range',
  /** A deposit channel the merchant does not offer (400). */
  depositChannelInvalid: 'deposit.channel.invalid',
  /**
   * The platform takes no online payments (PAYMENT_PROVIDER=none, until a gateway is set up): deposits are credited
   * by customer service (503).
   */
  depositUnavailable: 'deposit.online.unavailable',
  /** A deposit or withdrawal that is not this member's, or does not exist (404). */
  moneyRecordNotFound: 'money.record.not.found',
  /** Re-authentication failed: wrong login password or SMS code (400). */
  reauthInvalid: 'reauth.invalid',
  /** Too many failed re-authentications or payment passwords for this account (429). */
  reauthRateLimited: 'reauth.rate.limited',
  /** A payment provider's callback that was not taken: unsigned, stale, replayed or not matching (400). */
  paymentCallbackRefused: 'payment.callback.refused',
  /** Withdraw without a payment password set (409). */
  paymentPasswordUnset: 'payment.password.unset',
  /** The payment password is already set; changing it is the security centre's (409). */
  paymentPasswordExists: 'payment.password.exists',
  /** Wrong payment password (400). */
  paymentPasswordInvalid: 'payment.password.invalid',
  /** The payment password and its confirmation differ (400). */
  paymentPasswordMismatch: 'payment.password.mismatch',
  /** The account already has the most payee accounts allowed (409). */
  payeeLimitReached: 'payee.limit.reached',
  /** This payee account is already saved (409). */
  payeeExists: 'payee.exists',
  /** A bank code not in the merchant's list (400). */
  bankInvalid: 'payee.bank.invalid',
  /** Feedback text outside the word range; `value: { min, max }` (400). */
  feedbackLength: 'feedback.length.invalid',
  /** A feedback image that is not really a png or jpg, or larger than 5 MB; `value: { index }` (400). */
  feedbackImageInvalid: 'feedback.image.invalid',
  /** A manual rebate below the least that can be claimed (nothing to claim yet) (409). */
  rebateNothing: 'rebate.nothing',
  /** A reward whose requirement is not met yet, or that is not offered (409). */
  rewardNotClaimable: 'reward.not.claimable',
  /** A reward this member already claimed (409). */
  rewardClaimed: 'reward.claimed',
  redRainClosed: 'redrain.closed',
  redRainNotEligible: 'redrain.not.eligible',
  redRainClaimed: 'redrain.claimed',
  redRainExhausted: 'redrain.exhausted',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
