import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { paths } from '../../lib/paths';
import { state as configState } from '../../stores/config';

/** The login screen's four-entry strip (spec 01 §2): home, register, forgot password, customer service. */
export function NavStrip() {
  const { t } = useLingui();
  const { config } = useSnapshot(configState);
  const service = config?.customerService[0]?.url;
  return (
    <nav className="auth-strip" aria-label={t`Account links`}>
      <Link href={paths.home}>
        <Trans>Back home</Trans>
      </Link>
      <Link href={paths.register}>
        <Trans>Register now</Trans>
      </Link>
      <Link href={paths.forget}>
        <Trans>Forgot password</Trans>
      </Link>
      {service ? (
        <a href={service} target="_blank" rel="noopener noreferrer">
          <Trans>Customer service</Trans>
        </a>
      ) : (
        <Link href={paths.service}>
          <Trans>Customer service</Trans>
        </Link>
      )}
    </nav>
  );
}
