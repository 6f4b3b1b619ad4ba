import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link } from '../../ui/Link';
import { getRegisterFields, getRegisterSettings } from '../../api/contract/account';
import { paths } from '../../lib/paths';
import { RegisterExtras } from './RegisterExtras';
import { RegisterForm } from './RegisterForm';
import { useCall } from './useCall';
import { AuthTopBar } from './AuthTopBar';
import './auth.css';
import { CopyrightLine } from '../../ui/CopyrightLine';
import { state as configState } from '../../stores/config';
import { useSnapshot } from 'valtio';
import './catalog';

/** Register (spec 01 §2): the server's settings and field configuration drive the form. */
export default function RegisterScreen() {
  const copyright = useSnapshot(configState).config?.copyright;
  const settings = useCall(getRegisterSettings);
  const fields = useCall(getRegisterFields);
  const failed = settings.failed || fields.failed;
  const [headIcon, setHeadIcon] = useState<string>();
  return (
    <section className="auth" aria-labelledby="register-title">
      <AuthTopBar />
      <RegisterExtras chosen={headIcon} onChoose={setHeadIcon} />
      <h1 id="register-title" className="auth-title">
        <Trans>Register</Trans>
      </h1>
      {settings.data && fields.data ? (
        <RegisterForm settings={settings.data} config={fields.data} headIcon={headIcon} />
      ) : failed ? (
        <div className="auth-form">
          <p className="auth-failure" role="alert">
            <Trans>Network slow or offline</Trans>
          </p>
          <button
            type="button"
            className="btn"
            onClick={() => {
              settings.reload();
              fields.reload();
            }}
          >
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : (
        <p className="auth-intro" role="status">
          <Trans>Loading…</Trans>
        </p>
      )}
      <p className="auth-intro">
        <Trans>Already have an account?</Trans> <Link href={paths.login}>{<Trans>Login</Trans>}</Link>
      </p>
      <CopyrightLine place="page" copyright={copyright} />
    </section>
  );
}
