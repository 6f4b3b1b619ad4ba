import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getSocialLogin, type SocialLoginSettings } from '../../api/contract/account';
import type { RuntimeConfig } from '../../api/contract/config';
import { flag } from '../../stores/config';
import { knowsVerifier } from './phoneVerifier';
import { SocialSignIn } from './SocialSignIn';
import { useCall } from './useCall';

type SocialChannel = SocialLoginSettings['social'][number];
const FLAG_OF: Record<SocialChannel, keyof RuntimeConfig['flags']> = {
  facebook: 'FACEBOOKLOGIN3',
  google: 'GOOGLELOGIN3',
};

/**
 * The channels whose button shows: a phone-verification provider is set (and this build has its client,
 * `phoneVerifier.ts`), password mode, flag on (spec 01 §2).
 */
export function socialChannels(
  settings: SocialLoginSettings | undefined,
  passwordMode: boolean,
  isOn: (name: keyof RuntimeConfig['flags']) => boolean,
): SocialChannel[] {
  if (!knowsVerifier(settings?.phoneVerification) || !passwordMode) return [];
  return settings.social.filter((channel) => isOn(FLAG_OF[channel]));
}

/**
 * Social login buttons: a tap runs the phone-verification provider's flow in a dialog (`SocialSignIn`). Outside
 * identity providers cannot be reached from this deployment (DECISIONS.md); the dev provider stands in for them and a
 * real one plugs in by configuration (docs/accounts-client.md).
 */
export function SocialButtons({ passwordMode }: { passwordMode: boolean }) {
  const { t } = useLingui();
  const { data } = useCall(getSocialLogin);
  const [open, setOpen] = useState<SocialChannel>();
  const channels = socialChannels(data, passwordMode, flag);
  if (channels.length === 0 || !data?.phoneVerification) return null;
  return (
    <div className="auth-social" role="group" aria-label={t`Other ways to log in`}>
      {channels.map((channel) => (
        <button key={channel} type="button" className="btn" onClick={() => setOpen(channel)}>
          {channel === 'facebook' ? <Trans>Log in with Facebook</Trans> : <Trans>Log in with Google</Trans>}
        </button>
      ))}
      {open && (
        <SocialSignIn channel={open} provider={data.phoneVerification} onClose={() => setOpen(undefined)} />
      )}
    </div>
  );
}
