import { Trans } from '@lingui/react/macro';
import { Link } from '../../ui/Link';
import { paths } from '../../lib/paths';

/** An unknown path under the app. */
export default function NotFound() {
  return (
    <section className="placeholder" aria-labelledby="not-found-title">
      <h1 id="not-found-title">
        <Trans>Page not found</Trans>
      </h1>
      <p>
        <Trans>The page you opened does not exist or has moved.</Trans>
      </p>
      <Link href={paths.home} className="btn btn-primary">
        <Trans>Back to home</Trans>
      </Link>
    </section>
  );
}
