import { Trans, useLingui } from '@lingui/react/macro';
import { getSocialLogin, type SocialLoginSettings } from '../../api/contract/account';
import type { RuntimeConfig } from '../../api/contract/config';
import { flag } from '../../stores/config';
import { showToast } from '../../stores/ui';
import { useCall } from './useCall';

type SocialChannel = SocialLoginSettings['social'][number];
const FLAG_OF: Record<SocialChannel, keyof RuntimeConfig['flags']> = {
  facebook: 'FACEBOOKLOGIN3',
  google: 'GOOGLELOGIN3',
};

/** The channels whose button shows: a phone-verification provider is set, password mode, flag on (spec 01 §2). */
export function socialChannels(
  settings: SocialLoginSettings | undefined,
  passwordMode: boolean,
  isOn: (name: keyof RuntimeConfig['flags']) => boolean,
): SocialChannel[] {
  if (!settings?.phoneVerification || !passwordMode) return [];
  return settings.social.filter((channel) => isOn(FLAG_OF[channel]));
}

/**
 * Social login buttons. Outside identity providers cannot be reached from this deployment (DECISIONS.md), so a
 * tap says so instead of pretending; a real provider's SDK plugs in here (docs/accounts.md).
 */
export function SocialButtons({ passwordMode }: { passwordMode: boolean }) {
  const { t } = useLingui();
  const { data } = useCall(getSocialLogin);
  const channels = socialChannels(data, passwordMode, flag);
  if (channels.length === 0) return null;
  return (
    <div className="auth-social" role="group" aria-label={t`Other ways to log in`}>
      {channels.map((channel) => (
        <button
          key={channel}
          type="button"
          className="btn"
          onClick={() => showToast(t`This sign-in option is not available on this device yet.`)}
        >
          {channel === 'facebook' ? <Trans>Log in with Facebook</Trans> : <Trans>Log in with Google</Trans>}
        </button>
      ))}
    </div>
  );
}
