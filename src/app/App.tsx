import { useDeferredValue, useEffect, useLayoutEffect } from 'react';
import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { Redirect, useLocation } from 'wouter';
import { releaseFirstScreen } from '../hooks/firstScreen';
import { paths } from '../lib/paths';
import { followConfig, loadConfig, state as configState } from '../stores/config';
import { watchDisplayMode } from '../stores/standalone';
import { trackHistory } from './history';
import { DelayedLoading } from './lazyScreen';
import Maintenance from './screens/Maintenance';
import RegionRestricted from './screens/RegionRestricted';
import { Shell } from './Shell';
import { setContentOrigins } from '../ui/contentOrigins';

/** Start-up gates (spec 01 §2): maintenance wins over region restriction; otherwise the app runs. */
function Gates() {
  const config = useSnapshot(configState);
  const [location] = useLocation();
  const site = config.config?.site;
  // A gate is not the screen a drawing shows (a kept one may predate the gate, sw/drawings.ts): it goes at once.
  const gated = !!site?.maintenance || !!site?.regionRestriction;
  useLayoutEffect(() => {
    if (gated) releaseFirstScreen();
  }, [gated]);
  if (site?.maintenance) {
    if (location !== paths.maintenance) return <Redirect to={paths.maintenance} replace />;
    return (
      <main id="main" className="screen">
        <Maintenance onRetry={() => void loadConfig()} />
      </main>
    );
  }
  if (site?.regionRestriction) {
    return (
      <main id="main" className="screen">
        <RegionRestricted code={site.location.countryCode} name={site.location.countryName} />
      </main>
    );
  }
  if (location === paths.maintenance) return <Redirect to={paths.home} replace />;
  return <Shell />;
}

/** The app's root: loads the merchant config (cache first), then the gates and the shell. */
export function App() {
  const config = useSnapshot(configState);
  useEffect(() => {
    // main.tsx starts the config load before the first render; asking again here would fetch it a second time (and
    // could overturn the first answer's gates behind the player's back). Only a start without a config loads here.
    if (!configState.config) void loadConfig();
    const stops = [followConfig(), trackHistory(), watchDisplayMode()];
    return () => stops.forEach((stop) => stop());
  }, []);
  const failed = config.status === 'error' && !config.config;
  useLayoutEffect(() => {
    if (failed) releaseFirstScreen();
  }, [failed]);
  const cdns = config.config?.imageCdns;
  // Server HTML may show pictures from the merchant's CDNs only (src/ui/SafeHtml.tsx).
  useEffect(() => setContentOrigins(cdns ?? []), [cdns]);

  // The config's arrival is a store's change, and React renders a store's change at once, in one task, never in a
  // transition: the gates, the shell and its first parts all mounted in the task that brought the answer (a long task
  // of the first visit, Lighthouse). Deferred, that render comes after it, in slices (docs/performance.md).
  const waiting = useDeferredValue(config.status === 'loading' && !config.config);
  if (waiting && !failed) {
    return (
      <main id="main" className="screen">
        <DelayedLoading />
      </main>
    );
  }
  if (failed) {
    return (
      <main id="main" className="screen gate">
        <h1>
          <Trans>Network slow or offline</Trans>
        </h1>
        <p>
          <Trans>The app could not reach the platform. Check your connection and try again.</Trans>
        </p>
        <button type="button" className="btn btn-primary" onClick={() => void loadConfig()}>
          <Trans>Try again</Trans>
        </button>
      </main>
    );
  }
  return <Gates />;
}
