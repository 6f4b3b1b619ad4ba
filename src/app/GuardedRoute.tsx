import { rememberReturn } from '../stores/loginReturn';
import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { Redirect } from 'wouter';
import { useSearch } from '../hooks/address';
import { useNavigate } from '../lib/navigate';
import { Link } from '../ui/Link';
import { paths, type RoutePath } from '../lib/paths';
import { guardFor } from '../lib/guards';
import { featureOff } from '../lib/featureFlags';
import { showToast } from '../stores/ui';
import { guardContext, state as sessionState } from '../stores/session';
import { state as config } from '../stores/config';
import { screenFor } from './screens';

/**
 * A guest on a member screen opened by its address (spec 01 "Guarded navigation": protected areas without member info
 * go to login): the login screen, in this screen's place in the history, and back here after signing in (a deep link,
 * or a session that ended in the middle of a flow). The entries of the menus open the login dialog instead.
 */
function LoginFirst() {
  const navigate = useNavigate();
  useEffect(() => {
    rememberReturn(`${location.pathname}${location.search}`);
    navigate(paths.login, { replace: true });
  }, [navigate]);
  return null;
}

/** A route the guard refused with a message (trial member, no referral promo), opened by URL. */
function Refused({ text, durationMs }: { text: string; durationMs: number }) {
  useEffect(() => {
    showToast(text, durationMs);
  }, [text, durationMs]);
  return (
    <section className="placeholder" aria-labelledby="refused-title">
      <h1 id="refused-title">{text}</h1>
      <Link href={paths.home} className="btn btn-primary">
        <Trans>Back to home</Trans>
      </Link>
    </section>
  );
}

/** A screen the merchant has switched off, opened by its address: said plainly, with a way home. */
function FeatureOff() {
  return (
    <section className="placeholder" aria-labelledby="feature-off-title">
      <h1 id="feature-off-title">
        <Trans>This feature is not available right now.</Trans>
      </h1>
      <Link href={paths.home} className="btn btn-primary">
        <Trans>Back to home</Trans>
      </Link>
    </section>
  );
}

/** Renders a known route through the guard table (DECISIONS.md "Guards, in one table"). */
export function GuardedRoute({ route }: { route: RoutePath }) {
  const { t } = useLingui();
  // Read through snapshots: a config that arrives after the first render switches an off feature's screen away, and
  // signing in or a session that ends changes the guard's answer (the shell's render does not reach a kept screen).
  const flags = useSnapshot(config).config?.flags;
  useSnapshot(sessionState);
  const search = useSearch();
  const result = guardFor(
    search ? `${route}?${search}` : route,
    guardContext(config.config?.flags.REFERRAL === true),
  );
  switch (result.kind) {
    case 'redirect':
    case 'login':
      return <Redirect to={result.to} replace />;
    case 'loginDialog':
      return <LoginFirst />;
    case 'message':
      return (
        <Refused
          text={
            result.message === 'freeReject'
              ? t`Please login an actual account to use this function`
              : t`Please contact customer service`
          }
          durationMs={result.durationMs}
        />
      );
    case 'allow': {
      if (featureOff(route, flags)) return <FeatureOff />;
      const Screen = screenFor(route);
      return <Screen />;
    }
  }
}
