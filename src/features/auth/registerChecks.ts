import type { RegisterFieldName } from '../../api/contract/accountFields';
import { CATALOGUE } from '../../i18n/errorMessages';
import type { ShownField } from './registerFields';
import { FIELD_FALLBACK } from './registerFields';
import {
  captcha,
  confirmOf,
  loginMobileNum,
  minLengthOf,
  ruleCheck,
  verificationCode,
  type Check,
} from './validation';

/** Both checks in order: the first problem wins. */
const both =
  (a: Check, b: Check): Check =>
  (v) =>
    a(v) ?? b(v);

/** The register form's checks in screen order: the configured rules with the confirmation after the password, then the captcha (spec 01 §5). */
export function registerChecks(
  shown: readonly ShownField[],
  withCaptcha: boolean,
  value: (name: string) => string,
): Array<readonly [string, string, Check]> {
  const list: Array<readonly [string, string, Check]> = shown.flatMap((field) => {
    const fallback = FIELD_FALLBACK[field.name as RegisterFieldName] ?? CATALOGUE.unknown;
    let check = ruleCheck(field, fallback);
    if (field.name === 'mobileNum') {
      const mobile = loginMobileNum(minLengthOf(field.pattern));
      check = both(check, (v) => (v.trim() === '' && !field.required ? undefined : mobile(v)));
    }
    if (field.sms) check = both(check, verificationCode);
    const own = [field.name, value(field.name), check] as const;
    // The confirmation follows the password on screen, so it is checked (and focused) in that order.
    if (field.name !== 'password') return [own];
    return [own, ['confirmPassword', value('confirmPassword'), confirmOf(() => value('password'))] as const];
  });
  if (withCaptcha) list.push(['captcha', value('captcha'), captcha]);
  return list;
}
