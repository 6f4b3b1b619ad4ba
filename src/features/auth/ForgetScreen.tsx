import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { flag } from '../../stores/config';
import { EmailResetForm } from './EmailResetForm';
import { PhoneResetForm } from './PhoneResetForm';
import './auth.css';
import './catalog';

type FindType = 'phone' | 'email';

/** Forgot password (spec 01 §2): by phone (CHNGPASSVERIF3, then the default) or by e-mail. */
export default function ForgetScreen() {
  const { t } = useLingui();
  const phoneOn = flag('CHNGPASSVERIF3');
  const [findType, setFindType] = useState<FindType>(phoneOn ? 'phone' : 'email');
  return (
    <section className="auth" aria-label={t`Forgot password`}>
      {phoneOn && (
        <div className="auth-tabs" role="group" aria-label={t`How to find your account`}>
          <button type="button" aria-pressed={findType === 'phone'} onClick={() => setFindType('phone')}>
            <Trans>Find by phone</Trans>
          </button>
          <button type="button" aria-pressed={findType === 'email'} onClick={() => setFindType('email')}>
            <Trans>Find by e-mail</Trans>
          </button>
        </div>
      )}
      {findType === 'phone' && phoneOn ? <PhoneResetForm /> : <EmailResetForm />}
    </section>
  );
}
