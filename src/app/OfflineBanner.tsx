import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { state as networkState } from '../stores/network';
import './status-banners.css';

/** The offline indicator (issue 6): says the app shows saved data and that some actions wait for the network. */
export function OfflineBanner() {
  const network = useSnapshot(networkState);
  if (network.online) return null;
  return (
    <div className="status-banner offline-banner" role="status" data-testid="offline-banner">
      <Trans>You are offline. Saved screens still work; actions that need the network are unavailable.</Trans>
    </div>
  );
}
