import type { RegisterPayload } from '../../src/api/contract/account';
import type { RegisterFieldName } from '../../src/api/contract/accountFields';
import { ErrorCode } from '../../src/api/contract/errors';
import { ApiError } from '../http/envelope';
import { passes, registerFields, type FieldSwitches } from './registerFields';

/** The payload's field values, trimmed (passwords are kept exactly), empty strings dropped. */
export type CleanFields = Partial<Record<RegisterFieldName, string>>;

const UNTRIMMED: ReadonlySet<RegisterFieldName> = new Set(['password', 'paymentPassword']);

export function cleanFields(p: RegisterPayload): CleanFields {
  const out: CleanFields = {};
  for (const f of registerFields({ smsVerification: true, captchaEnabled: true })) {
    const raw = (p as Record<string, unknown>)[f.name];
    if (typeof raw !== 'string') continue;
    const v = UNTRIMMED.has(f.name) ? raw : raw.trim();
    if (v !== '') out[f.name] = v;
  }
  return out;
}

const fieldError = (code: string, field: string) => new ApiError(400, code, 'Invalid field', { field });

/**
 * Applies the register-field configuration exactly as the client gets it: an enabled field that is required must
 * be present; a present enabled field must pass its rule; a disabled field is ignored (and dropped). By mobile,
 * `mobileNum` is required and `username` optional; by user name, `username` is required. `verificationCode` and
 * `captcha` are checked by their own services, not here.
 */
export function validateRegistration(
  fields: CleanFields,
  by: 'username' | 'mobile',
  sw: FieldSwitches & { mobilePasswordRegistration: boolean },
): CleanFields {
  // By mobile number with MOBILENUMPASSREG3 off, no password is asked (and one sent is not kept).
  const withPassword = by === 'username' || sw.mobilePasswordRegistration;
  const kept: CleanFields = {};
  for (const f of registerFields(sw)) {
    if (f.name === 'verificationCode' || f.name === 'captcha') continue;
    const forced =
      (by === 'mobile' && f.name === 'mobileNum') || (by === 'username' && f.name === 'username');
    // The referrer comes from a friend's invitation link, whether or not the form shows the field.
    if (f.name === 'password' && !withPassword) continue;
    const enabled = f.enabled || forced || f.name === 'password' || f.name === 'recommenderId';
    const required = forced || (f.required && !(by === 'mobile' && f.name === 'username'));
    const v = fields[f.name];
    if (!enabled) continue;
    if (v === undefined) {
      if (required) throw fieldError(f.message, f.name);
      continue;
    }
    if (!passes(f, v)) throw fieldError(f.message, f.name);
    kept[f.name] = v;
  }
  return kept;
}

/** Password confirmation: always present, always equal (spec 01 §5). */
export function checkConfirmation(password: string, confirm: string | undefined): void {
  if (confirm === undefined || confirm !== password)
    throw new ApiError(400, ErrorCode.confirmMismatch, 'Confirmation password not matched', {
      field: 'confirmPassword',
    });
}
