import { useNavigate } from '../../lib/navigate';
import { reloadBalance } from '../../stores/balance';
import { state as networkState } from '../../stores/network';
import { state as sessionState } from '../../stores/session';
import { useStableCallback } from '../../ui/useStableCallback';

/**
 * Agent home's taps (spec 02 §2: without a session the grid does nothing). A session can end on the server while the
 * screen is up (another device, a revocation, a timeout) and the tab learns it only from a call: so a tap first asks
 * for the balance (a held answer, quick), and a session that call finds ended is dropped (stores/wireClient.ts) and
 * the tap goes nowhere. Offline, the tap moves at once: the next screen says what it needs.
 */
export function useAgentGo(): (to: string) => void {
  const navigate = useNavigate();
  return useStableCallback((to: string) => {
    const token = sessionState.info?.token;
    if (!token) return;
    if (!networkState.online) return navigate(to);
    void reloadBalance().then(() => {
      if (sessionState.info?.token === token) navigate(to);
    });
  });
}
