import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { ErrorCode } from '../api/contract/errors';
import { ClientErrorCode } from '../api/ApiError';
import { i18n } from './i18n';
import { messages as fil } from './errors/fil';
import { messages as en } from './errors/en';

// The error catalogue's own messages, merged into lingui by whichever chunk first needs them (lingui.config.ts).
i18n.load({ fil, en });

/**
 * The error catalogue of spec 01 §8: every code the platform or the client can report maps to a message in both
 * catalogues. An unknown code shows "unknown error"; a raw code or a stack never reaches the screen.
 * The unit test beside this file fails when a code in errors.ts or ApiError.ts has no entry here.
 */

/** Catalogue messages with no error code of their own (spec 01 §8), used by validation and by screens. */
export const CATALOGUE = {
  invitationCode: msg`Invalid invitation code`,
  notLoggedIn: msg`Not logged in, please login first`,
  sessionExpired: msg`Account no longer logged in, please log in again`,
  verificationCode: msg`Verification code error`,
  noPermission: msg`Account lacks permission or feature unavailable`,
  userMissing: msg`User does not exist or is disabled`,
  usernameTaken: msg`Username already exists`,
  accountFormat: msg`Account format incorrect`,
  passwordFormat: msg`Password format incorrect`,
  emailFormat: msg`E-mail format incorrect`,
  confirmMismatch: msg`Confirmation password not matched`,
  referrerLink: msg`Referrer link error`,
  captchaRequired: msg`Captcha required`,
  required: msg`Please fill this in`,
  nameFormat: msg`Name format invalid`,
  mobileInvalid: msg`Mobile number invalid`,
  unknown: msg`Unknown error`,
  urlEmpty: msg`Requested URL is empty`,
  maintenance: msg`Platform under maintenance`,
  blocked: msg`IP or location blocked`,
  upgrading: msg`System upgrading, please try later`,
  offline: msg`Network slow or offline`,
  deviceOffline: msg`You are offline. This needs a connection: try again once you are back online.`,
  samePassword: msg`The new password cannot be the same as the old one`,
} as const satisfies Record<string, MessageDescriptor>;

/** The message of each error code. Codes added on other branches are merged in below. */
export const ERROR_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  [ErrorCode.notSession]: CATALOGUE.sessionExpired,
  [ErrorCode.notFound]: CATALOGUE.urlEmpty,
  [ErrorCode.badRequest]: msg`Please check what you entered and try again`,
  [ErrorCode.methodNotAllowed]: CATALOGUE.noPermission,
  [ErrorCode.tooLarge]: msg`Please check what you entered and try again`,
  [ErrorCode.encryptionRequired]: msg`Secure connection failed, please try again`,
  [ErrorCode.rateLimited]: msg`Too many attempts, please wait a moment and try again`,
  [ErrorCode.loginFailed]: msg`Incorrect username or password`,
  [ErrorCode.captchaRequired]: CATALOGUE.captchaRequired,
  [ErrorCode.captchaInvalid]: msg`Captcha incorrect`,
  [ErrorCode.functionNotAvailable]: CATALOGUE.noPermission,
  [ErrorCode.maintenance]: CATALOGUE.maintenance,
  [ErrorCode.regionBlocked]: CATALOGUE.blocked,
  [ErrorCode.duplicateRequest]: msg`This request was already sent`,
  [ErrorCode.insufficientFunds]: msg`Insufficient balance`,
  [ErrorCode.internal]: CATALOGUE.upgrading,
  [ErrorCode.unavailable]: msg`The service is busy, please try again in a moment`,
  [ErrorCode.loginRateLimited]: msg`Too many attempts, please wait a moment and try again`,
  [ErrorCode.loginNotMember]: msg`This account cannot log in here: it is not a member account`,
  [ErrorCode.loginNotAgent]: msg`This account cannot log in here: it is not an agent account`,
  [ErrorCode.usernameExists]: CATALOGUE.usernameTaken,
  [ErrorCode.mobileExists]: msg`This mobile number already has an account`,
  [ErrorCode.usernameInvalid]: CATALOGUE.accountFormat,
  [ErrorCode.passwordInvalid]: CATALOGUE.passwordFormat,
  [ErrorCode.emailInvalid]: CATALOGUE.emailFormat,
  [ErrorCode.nameInvalid]: CATALOGUE.nameFormat,
  [ErrorCode.mobileInvalid]: CATALOGUE.mobileInvalid,
  [ErrorCode.fieldInvalid]: msg`Please check what you entered and try again`,
  [ErrorCode.confirmMismatch]: CATALOGUE.confirmMismatch,
  [ErrorCode.affiliateInvalid]: CATALOGUE.invitationCode,
  [ErrorCode.recommenderInvalid]: CATALOGUE.referrerLink,
  [ErrorCode.ageUnconfirmed]: msg`Please confirm your age to register`,
  [ErrorCode.verificationInvalid]: CATALOGUE.verificationCode,
  [ErrorCode.smsRateLimited]: msg`Too many codes requested, please wait and try again`,
  [ErrorCode.smsSendFailed]: msg`The code could not be sent, please try again`,
  [ErrorCode.recoveryRateLimited]: msg`Too many attempts, please wait a moment and try again`,
  [ErrorCode.newOldSame]: CATALOGUE.samePassword,
  [ErrorCode.oldPasswordInvalid]: msg`Old password incorrect`,
  [ErrorCode.passwordRateLimited]: msg`Too many attempts, please wait a moment and try again`,
  [ErrorCode.firstPasswordRequired]: msg`Please set your new password first`,
  [ErrorCode.trialLimitReached]: msg`No free trials left on this device today`,
  [ErrorCode.gameNotFound]: msg`This game is not available`,
  [ErrorCode.gameTicketInvalid]: msg`The game link has expired, please open the game again`,
  [ErrorCode.gameSessionInvalid]: msg`Your game session has ended, please open the game again`,
  [ErrorCode.lotteryDrawClosed]: msg`This draw is closed. Please bet on the next draw`,
  [ErrorCode.gamePlayUnsupported]: msg`This game is for real-money accounts only. Please log in with a real account to play it`,
  [ErrorCode.amountOutOfRange]: msg`The amount is outside the allowed limits`,
  [ErrorCode.depositChannelInvalid]: msg`This payment channel is not available`,
  [ErrorCode.depositUnavailable]: msg`Online deposit is not available, please contact customer service`,
  [ErrorCode.moneyRecordNotFound]: msg`This transaction was not found`,
  [ErrorCode.reauthInvalid]: msg`Password or verification code incorrect`,
  [ErrorCode.reauthRateLimited]: msg`Too many attempts, please wait a moment and try again`,
  [ErrorCode.paymentCallbackRefused]: msg`The payment could not be confirmed. Please try again`,
  [ErrorCode.paymentPasswordUnset]: msg`Please set your payment password first`,
  [ErrorCode.paymentPasswordExists]: msg`Your payment password is already set`,
  [ErrorCode.paymentPasswordInvalid]: msg`Payment password incorrect`,
  [ErrorCode.paymentPasswordMismatch]: msg`The payment passwords do not match`,
  [ErrorCode.payeeLimitReached]: msg`You cannot add more payee accounts`,
  [ErrorCode.payeeExists]: msg`This account is already saved`,
  [ErrorCode.bankInvalid]: msg`Please choose a bank or e-wallet from the list`,
  [ErrorCode.feedbackLength]: msg`Please write between 5 and 500 words`,
  [ErrorCode.feedbackImageInvalid]: msg`Images must be PNG or JPG files of at most 5 MB`,
  [ErrorCode.rebateNothing]: msg`There is no rebate to claim yet`,
  [ErrorCode.rewardNotClaimable]: msg`This reward cannot be claimed yet`,
  [ErrorCode.rewardClaimed]: msg`You already claimed this reward`,
  [ErrorCode.redRainClosed]: msg`This red rain is not open now`,
  [ErrorCode.redRainNotEligible]: msg`Place a bet today to take part in the red rain`,
  [ErrorCode.redRainClaimed]: msg`You already grabbed in this red rain`,
  [ErrorCode.redRainExhausted]: msg`This red rain has run out`,
  [ClientErrorCode.network]: CATALOGUE.offline,
  [ClientErrorCode.offline]: CATALOGUE.deviceOffline,
  [ClientErrorCode.aborted]: msg`Cancelled`,
  [ClientErrorCode.timeout]: CATALOGUE.offline,
  [ClientErrorCode.invalidAnswer]: CATALOGUE.unknown,
  [ClientErrorCode.badGateway]: CATALOGUE.upgrading,
};

/** The catalogue message for an error code; "unknown error" for anything unmapped. */
export function errorMessage(code: unknown): MessageDescriptor {
  return (
    (typeof code === 'string' && Object.hasOwn(ERROR_MESSAGES, code) && ERROR_MESSAGES[code]) ||
    CATALOGUE.unknown
  );
}

/** The code of any thrown value: an ApiError's errorCode, else undefined (shown as "unknown error"). */
export function errorCodeOf(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'errorCode' in error) {
    const code = (error as { errorCode: unknown }).errorCode;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}
