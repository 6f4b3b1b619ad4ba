import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '../../lib/navigate';
import { getRegisterSettings, type SocialChannel } from '../../api/contract/account';
import { ErrorCode } from '../../api/contract/errors';
import { errorCodeOf, errorMessage } from '../../i18n/errorMessages';
import { paths } from '../../lib/paths';
import { Dialog } from '../../ui/Dialog';
import { CaptchaField } from './CaptchaField';
import { MobileNumberField, SmsCodeField } from './PhoneFields';
import { loadVerifier } from './phoneVerifier';
import type { PhoneToProve } from './verifierTypes';
import { needsFirstPassword, signIn } from './signIn';
import { useCall } from './useCall';
import { useCaptcha, wantsCaptcha } from './useCaptcha';
import { useFormErrors } from './useFormErrors';
import { handVerifiedPhone, type VerifiedPhone } from './verifiedPhone';
import * as rules from './validation';

interface Props {
  channel: SocialChannel;
  /** The provider named by `/wps/system/socialLogin` (known to `phoneVerifier.ts`). */
  provider: string;
  onClose: () => void;
}

/**
 * A social sign-in through the phone-verification provider (spec 01 §2, §3 `type: 'firebase'`): the player proves
 * their number with the code the provider sends, the app trades it for the provider's id token and logs in with it.
 * A number with no account can go on to register with the same proof.
 */
export function SocialSignIn({ channel, provider, onClose }: Props) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const settings = useCall(getRegisterSettings).data;
  const [dial, setDial] = useState<string>();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  // The provider's proof of a number, kept while the dialog is open: a login the server refuses for its captcha is
  // retried with the same token, since the code that bought it is spent.
  const [proof, setProof] = useState<VerifiedPhone>();
  const [noAccount, setNoAccount] = useState(false);
  const [showCaptcha, setShowCaptcha] = useState(false);
  const [captchaCode, setCaptchaCode] = useState('');
  const captcha = useCaptcha();
  const dialingCode = dial ?? settings?.defaultDialingCode ?? '';
  const proven = proof?.mobileNum === mobile && proof.countryDialingCode === dialingCode ? proof : undefined;
  const mobileCheck = rules.loginMobileNum();
  const form = useFormErrors('social', () => [
    ['mobile', mobile, mobileCheck],
    ...(proven ? [] : ([['code', code, rules.verificationCode]] as const)),
    ...(showCaptcha ? ([['captcha', captchaCode, rules.captcha]] as const) : []),
  ]);
  const phone = (): PhoneToProve => ({ mobileNum: mobile, countryDialingCode: dialingCode });

  const reloadCaptcha = () => {
    setCaptchaCode('');
    void captcha.reload();
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setFailure(undefined);
    if (busy || !form.submit()) return;
    setBusy(true);
    let idToken = proven?.idToken;
    try {
      if (!idToken) {
        idToken = await (await loadVerifier(provider)).confirm(phone(), code);
        setProof({ ...phone(), idToken });
      }
      const answer = await signIn(
        {
          type: 'firebase',
          firebaseChannel: channel,
          firebaseIdToken: idToken,
          firebaseMobileNo: mobile,
          countryDialingCode: dialingCode,
          ...(showCaptcha ? { captcha: captchaCode, captchaId: captcha.captchaId ?? '' } : {}),
        },
        false,
      );
      navigate(needsFirstPassword(answer) ? paths.firstPassword : paths.home, { replace: true });
    } catch (error) {
      const errorCode = errorCodeOf(error);
      // The number is proven but the server refused the login: no active account uses it.
      if (idToken && errorCode === ErrorCode.loginFailed) setNoAccount(true);
      else setFailure(i18n._(errorMessage(errorCode)));
      if (wantsCaptcha(error)) {
        setShowCaptcha(true);
        reloadCaptcha();
      }
      setCode('');
      setBusy(false);
    }
  };

  const register = () => {
    if (!proven) return;
    handVerifiedPhone(proven);
    navigate(paths.register);
  };

  const title = channel === 'facebook' ? t`Log in with Facebook` : t`Log in with Google`;
  return (
    <Dialog open title={title} onClose={onClose} closeLabel={t`Close`}>
      {noAccount && proven ? (
        <div className="auth-social-step">
          <p role="status">
            <Trans>
              No account uses +{proven.countryDialingCode} {proven.mobileNum} yet.
            </Trans>
          </p>
          {settings?.mobileRegistration && (
            <button type="button" className="btn btn-primary" onClick={register}>
              <Trans>Register with this number</Trans>
            </button>
          )}
          <button
            type="button"
            className="btn"
            onClick={() => {
              setNoAccount(false);
              setProof(undefined);
              setMobile('');
            }}
          >
            <Trans>Use another number</Trans>
          </button>
        </div>
      ) : (
        <form className="auth-social-step" onSubmit={(e) => void submit(e)} noValidate>
          <p className="auth-intro">
            <Trans>Prove your mobile number: we send it a code by SMS, then you log in to its account.</Trans>
          </p>
          {provider === 'dev' && (
            <p className="auth-note">
              <Trans>Test provider: no real SMS is sent, the code is in the development outbox.</Trans>
            </p>
          )}
          <MobileNumberField
            id="social-mobile"
            value={mobile}
            onValue={setMobile}
            onBlur={() => form.touch('mobile')}
            problem={form.errors.mobile}
            dialingCode={dialingCode}
            onDial={setDial}
          />
          {proven ? (
            <p className="auth-note" role="status">
              <Trans>Number verified.</Trans>
            </p>
          ) : (
            <SmsCodeField
              id="social-code"
              value={code}
              onValue={setCode}
              onBlur={() => form.touch('code')}
              problem={form.errors.code}
              sms={{
                send: async () => (await loadVerifier(provider)).sendCode(phone()),
                checkMobile: () => {
                  form.touch('mobile');
                  return mobileCheck(mobile) === undefined;
                },
                request: phone,
              }}
            />
          )}
          {showCaptcha && (
            <CaptchaField
              id="social-captcha"
              value={captchaCode}
              onValue={setCaptchaCode}
              image={captcha.image}
              onReload={reloadCaptcha}
              problem={form.errors.captcha}
            />
          )}
          {failure && (
            <p className="auth-failure" role="alert">
              {failure}
            </p>
          )}
          <button type="submit" className="btn btn-primary auth-submit" disabled={busy} aria-busy={busy}>
            {busy ? t`Logging in…` : t`Continue`}
          </button>
        </form>
      )}
    </Dialog>
  );
}
