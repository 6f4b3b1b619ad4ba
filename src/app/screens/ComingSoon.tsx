import { Trans } from '@lingui/react/macro';
import { Link } from '../../ui/Link';
import { paths } from '../../lib/paths';

/** An honest placeholder for a screen a later release fills (DECISIONS.md "Who owns which route"). */
export default function ComingSoon() {
  return (
    <section className="placeholder" aria-labelledby="coming-soon-title">
      <h1 id="coming-soon-title">
        <Trans>Coming soon</Trans>
      </h1>
      <p>
        <Trans>This part of the app is not available yet. Everything else keeps working.</Trans>
      </p>
      <Link href={paths.home} className="btn btn-primary">
        <Trans>Back to home</Trans>
      </Link>
    </section>
  );
}
