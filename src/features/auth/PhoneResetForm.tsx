import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '../../lib/navigate';
import { call } from '../../api/client';
import { getRegisterSettings, setPasswordByPhone } from '../../api/contract/account';
import { ErrorCode } from '../../api/contract/errors';
import { sendNoLoginSms } from '../../api/contract/verification';
import { errorCodeOf, errorMessage } from '../../i18n/errorMessages';
import { paths } from '../../lib/paths';
import { NewPasswordFields, useNewPassword } from './NewPasswordFields';
import { signIn } from './signIn';
import { MobileNumberField, SmsCodeField } from './PhoneFields';
import { useCall } from './useCall';
import { useCountdown } from './useCountdown';
import { useFormErrors } from './useFormErrors';
import { loginMobileNum, verificationCode } from './validation';

/**
 * Set password by phone (spec 01 §4): the code field is enabled after a successful send and disabled again when the
 * countdown ends; submit is blocked until something was typed; success logs in with the new password.
 */
export function PhoneResetForm() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const settings = useCall(getRegisterSettings).data;
  const [dial, setDial] = useState<string>();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const countdown = useCountdown();
  const pw = useNewPassword({ password: 'password' });
  const password = pw.password;
  const dialingCode = dial ?? settings?.defaultDialingCode ?? '';
  const form = useFormErrors('phone', () => [
    ['mobile', mobile, loginMobileNum()],
    ['code', code, verificationCode],
    ...pw.checks(),
  ]);
  const touched = mobile !== '' || code !== '' || password !== '';
  const blocked = busy || !touched || Object.keys(form.errors).length > 0;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setFailure(undefined);
    if (blocked || !form.submit()) return;
    setBusy(true);
    try {
      const { userName } = await call(setPasswordByPhone, {
        body: {
          newPassword: password,
          mobileNum: mobile,
          countryDialingCode: dialingCode,
          verificationCode: code,
        },
      });
      await signIn({ username: userName, password, type: 'username' }, false);
      navigate(paths.home, { replace: true });
    } catch (error) {
      const errorCode = errorCodeOf(error);
      setFailure(i18n._(errorMessage(errorCode)));
      if (errorCode === ErrorCode.newOldSame) pw.setPassword('');
      else setCode('');
      setBusy(false);
    }
  };

  return (
    <form className="auth-form" onSubmit={(e) => void submit(e)} noValidate>
      <MobileNumberField
        id="phone-mobile"
        value={mobile}
        onValue={setMobile}
        onBlur={() => form.touch('mobile')}
        problem={form.errors.mobile}
        dialingCode={dialingCode}
        onDial={setDial}
      />
      <SmsCodeField
        id="phone-code"
        value={code}
        onValue={setCode}
        onBlur={() => form.touch('code')}
        problem={form.errors.code}
        disabled={countdown.remaining === 0}
        sms={{
          endpoint: sendNoLoginSms,
          countdown,
          checkMobile: () => {
            form.touch('mobile');
            return loginMobileNum()(mobile) === undefined;
          },
          request: () => ({ mobileNum: mobile, countryDialingCode: dialingCode }),
        }}
      />
      <NewPasswordFields form="phone" value={pw} errors={form.errors} touch={form.touch} />
      {failure && (
        <p className="auth-failure" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="btn btn-primary auth-submit" disabled={blocked}>
        {t`Submit`}
      </button>
    </form>
  );
}
