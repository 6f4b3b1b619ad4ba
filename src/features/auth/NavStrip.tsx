import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../ui/Link';
import { paths } from '../../lib/paths';

/** The login screen's four-entry strip (spec 01 §2): home, register, forgot password, customer service (the service screen, which opens the merchant's link). */
export function NavStrip() {
  const { t } = useLingui();
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
      <Link href={paths.service}>
        <Trans>Customer service</Trans>
      </Link>
    </nav>
  );
}
