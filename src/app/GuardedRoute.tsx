import { rememberReturn } from '../stores/loginReturn';
import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { Link, Redirect, useSearch } from 'wouter';
import { paths, type RoutePath } from '../lib/paths';
import { guardFor } from '../lib/guards';
import { featureOff } from '../lib/featureFlags';
import { openLoginDialog, showToast } from '../stores/ui';
import { guardContext } from '../stores/session';
import { state as config } from '../stores/config';
import { screenFor } from './screens';

/** A guest on a member entry opened by URL: the login dialog opens over this prompt. */
function LoginRequired() {
  useEffect(() => {
    // After signing in, the player comes back here (a session that expired mid-flow, or a guest's deep link).
    rememberReturn(`${location.pathname}${location.search}`);
    openLoginDialog();
  }, []);
  return (
    <section className="placeholder" aria-labelledby="login-required-title">
      <h1 id="login-required-title">
        <Trans>Please log in</Trans>
      </h1>
      <p>
        <Trans>Not logged in, please login first.</Trans>
      </p>
      <button type="button" className="btn btn-primary" onClick={openLoginDialog}>
        <Trans>Login</Trans>
      </button>
    </section>
  );
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
  // Read through a snapshot: a config that arrives after the first render switches an off feature's screen away.
  const flags = useSnapshot(config).config?.flags;
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
      return <LoginRequired />;
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
