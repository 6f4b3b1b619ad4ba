import { describe, expect, it } from 'vitest';
import { socialChannels } from './SocialButtons';

describe('the social login buttons', () => {
  const settings = {
    phoneVerification: 'dev',
    social: ['facebook', 'google'] as Array<'facebook' | 'google'>,
  };
  const on = (names: string[]) => (name: string) => names.includes(name);

  it('show only with a provider, in password mode, for the channels whose flag is on', () => {
    expect(socialChannels(settings, true, on(['FACEBOOKLOGIN3']))).toEqual(['facebook']);
    expect(socialChannels(settings, true, on(['FACEBOOKLOGIN3', 'GOOGLELOGIN3']))).toEqual([
      'facebook',
      'google',
    ]);
  });

  it('hide without a provider, in SMS mode, or with the flags off', () => {
    expect(socialChannels({ ...settings, phoneVerification: null }, true, on(['GOOGLELOGIN3']))).toEqual([]);
    expect(socialChannels(settings, false, on(['GOOGLELOGIN3']))).toEqual([]);
    expect(socialChannels(settings, true, on([]))).toEqual([]);
    expect(socialChannels(undefined, true, on(['GOOGLELOGIN3']))).toEqual([]);
  });

  it('hide for a provider this build has no client for', () => {
    expect(socialChannels({ ...settings, phoneVerification: 'acme' }, true, on(['GOOGLELOGIN3']))).toEqual(
      [],
    );
  });
});
