import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { state as networkState } from '../stores/network';
import './status-banners.css';

/**
 * The offline indicator (issue 6): says the app shows saved data and that some actions wait for the network.
 * The server's drawing of a landing screen carries it hidden: a start on a device that says it is offline (a kept
 * drawing served by the worker) shows it at once (src/start.ts), as the app will, in the same place, so the app's
 * taking over moves nothing.
 */
export function OfflineBanner() {
  const network = useSnapshot(networkState);
  const drawing = import.meta.env.SSR;
  if (network.online && !drawing) return null;
  return (
    <div
      className="status-banner offline-banner"
      role="status"
      data-testid="offline-banner"
      hidden={drawing || undefined}
    >
      <Trans>You are offline. Saved screens still work; actions that need the network are unavailable.</Trans>
    </div>
  );
}
