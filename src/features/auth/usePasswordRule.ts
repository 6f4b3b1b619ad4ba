import { getRegisterFields } from '../../api/contract/account';
import { useCall } from './useCall';
import { newPassword, ruleCheck, type Check } from './validation';
import { CATALOGUE } from '../../i18n/errorMessages';

/** The shared password rule: the register configuration's `password` field, the built-in rule until it loads. */
export function usePasswordRule(): Check {
  const { data } = useCall(getRegisterFields);
  const field = data?.fields.find((f) => f.name === 'password');
  return field
    ? ruleCheck({ ...field, enabled: true, required: true }, CATALOGUE.passwordFormat)
    : newPassword;
}
