import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../ui/Link';
import { paths } from '../../lib/paths';
import { signOut } from '../../stores/signOut';
import { LOADING_MAX_MS, showToast } from '../../stores/ui';
import { SignOutDialog } from '../../ui/SignOutDialog';
import { dropHeldPassword } from './heldPassword';
import { preference, setPreference, type AccountPreference } from './preferences';
import './auth.css';
import './catalog';

function Toggle({ name, label }: { name: AccountPreference; label: React.ReactNode }) {
  const [on, setOn] = useState(() => preference(name));
  return (
    <label>
      <span>{label}</span>
      <input
        type="checkbox"
        className="auth-switch"
        role="switch"
        checked={on}
        onChange={(e) => {
          setPreference(name, e.target.checked);
          setOn(e.target.checked);
        }}
      />
    </label>
  );
}

/** Settings (spec 01 §2): change password, the sign-in preferences, and sign out after a confirmation. */
export default function SettingsScreen() {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const leave = async () => {
    setBusy(true);
    setConfirming(false);
    showToast(t`Signing out…`, LOADING_MAX_MS.logout, 'loading');
    dropHeldPassword();
    await signOut();
  };

  return (
    <section className="auth" aria-label={t`Personal settings`}>
      <ul className="auth-list">
        <li>
          <Link href={paths.changePsw}>
            <span>
              <Trans>Change password</Trans>
            </span>
            <span aria-hidden="true">›</span>
          </Link>
        </li>
        <li>
          <Toggle name="autoLogin" label={<Trans>Sign in automatically on this device</Trans>} />
        </li>
        <li>
          <Toggle name="autoSass" label={<Trans>Keep my username for the next login</Trans>} />
        </li>
      </ul>
      <p className="auth-intro">
        <Trans>Automatic sign-in needs a remembered password. Signing out turns it off.</Trans>
      </p>
      <button type="button" className="btn auth-submit" disabled={busy} onClick={() => setConfirming(true)}>
        <Trans>Sign out</Trans>
      </button>
      <SignOutDialog open={confirming} onClose={() => setConfirming(false)} onConfirm={() => void leave()} />
    </section>
  );
}
