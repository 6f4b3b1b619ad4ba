import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { call } from '../../api/client';
import type { Endpoint } from '../../api/contract/endpoint';
import { errorCodeOf, errorMessage } from '../../i18n/errorMessages';
import { dismissToast, LOADING_MAX_MS, showToast, TOAST_MS } from '../../stores/ui';
import { smsCountdownSeconds, useCountdown } from './useCountdown';

interface SmsRequest {
  mobileNo?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  module?: string;
  captcha?: string;
  captchaId?: string;
}

interface SmsCodeButtonProps {
  /** The server's SMS endpoint, or `send` for another sender (a phone-verification provider). */
  endpoint?: Endpoint<undefined, SmsRequest, { expiredMinutes: number }>;
  send?: (request: SmsRequest) => Promise<{ expiredMinutes: number }>;
  /** Validates the mobile number first (a valid number is needed before a code, spec 01 §5); true when fine. */
  checkMobile: () => boolean;
  request: () => SmsRequest;
  /** After a successful send (the phone form enables its code field). */
  onSent?: () => void;
  /** After every try, sent or refused (the register form's captcha is spent either way and is drawn anew). */
  onTried?: () => void;
  /** When the countdown state changes (the phone form disables its code field at zero). */
  countdown?: ReturnType<typeof useCountdown>;
  controls: string;
}

/**
 * "Get code" (spec 01 §4): loading up to 10 s while sending, "sent" for 1.5 s, then a countdown of
 * expiredMinutes x 60 s refreshed each second; the button stays disabled until zero. A failure hides the loading.
 */
export function SmsCodeButton({
  endpoint,
  send: sender,
  checkMobile,
  request,
  onSent,
  onTried,
  countdown,
  controls,
}: SmsCodeButtonProps) {
  const { t, i18n } = useLingui();
  const own = useCountdown();
  const timer = countdown ?? own;
  const [sending, setSending] = useState(false);

  const send = async () => {
    if (sending || timer.remaining > 0 || !checkMobile()) return;
    setSending(true);
    const loading = showToast(t`Sending code…`, LOADING_MAX_MS.smsSending, 'loading');
    try {
      const sent = sender
        ? await sender(request())
        : await call(endpoint!, { body: { ...request(), module: 'VERIFICATION3' } });
      dismissToast(loading);
      showToast(t`Code sent`, TOAST_MS.smsSent, 'success');
      timer.start(smsCountdownSeconds(sent.expiredMinutes));
      onSent?.();
    } catch (error) {
      dismissToast(loading);
      showToast(i18n._(errorMessage(errorCodeOf(error))), TOAST_MS.short, 'error');
    } finally {
      setSending(false);
      onTried?.();
    }
  };

  const waiting = timer.remaining > 0;
  return (
    <button
      type="button"
      className="auth-side-btn"
      disabled={sending || waiting}
      aria-controls={controls}
      onClick={() => void send()}
    >
      {waiting ? t`${timer.remaining} s` : t`Get code`}
    </button>
  );
}
