import { proxy, subscribe } from 'valtio';
import { state as session } from './session';

/**
 * The wallet (spec 01 §3, §4): the total balance, the hide/show choice, and a refresh during which the balance is
 * hidden until the reload finishes. The last balance and its time are kept in this session's sessionStorage
 * (`MC_WALLET_LAST`) so an offline page can say "last updated", and never in the worker's cache (DECISIONS.md).
 * Money is only displayed here: no arithmetic.
 */

export const WALLET_LAST_KEY = 'MC_WALLET_LAST';

interface LastBalance {
  sumBalance: number;
  updatedAt: number;
}

function loadLast(): LastBalance | undefined {
  try {
    const parsed = JSON.parse(
      sessionStorage.getItem(WALLET_LAST_KEY) ?? 'null',
    ) as Partial<LastBalance> | null;
    if (typeof parsed?.sumBalance === 'number' && typeof parsed.updatedAt === 'number') {
      return { sumBalance: parsed.sumBalance, updatedAt: parsed.updatedAt };
    }
  } catch {
    // corrupt or blocked: no last balance
  }
  return undefined;
}

const last = session.info ? loadLast() : undefined;

export const state = proxy({
  sumBalance: last?.sumBalance as number | undefined,
  /** When `sumBalance` was fetched (epoch ms). */
  updatedAt: last?.updatedAt as number | undefined,
  /** The user's hide/show choice. */
  hidden: false,
  refreshing: false,
});

type WalletView = Pick<typeof state, 'hidden' | 'refreshing' | 'sumBalance'>;

/**
 * Whether the balance may be shown now: not hidden by the user and not mid-refresh. Components pass their
 * `useSnapshot` of the store, so that reading these fields subscribes them to changes.
 */
export function balanceVisible(wallet: WalletView = state): boolean {
  return !wallet.hidden && !wallet.refreshing && wallet.sumBalance !== undefined;
}

/** Flips hide/show. */
export function toggleHidden(): void {
  state.hidden = !state.hidden;
}

/**
 * Reloads the balance with `load` (the integrator passes a call of `GET /wps/wallets/balance`). The balance is
 * hidden until it finishes; a failure keeps the last value and answers false.
 */
export async function refreshWallet(load: () => Promise<number>): Promise<boolean> {
  state.refreshing = true;
  try {
    const sumBalance = await load();
    state.sumBalance = sumBalance;
    state.updatedAt = Date.now();
    try {
      sessionStorage.setItem(WALLET_LAST_KEY, JSON.stringify({ sumBalance, updatedAt: state.updatedAt }));
    } catch {
      // storage refused: the value still shows for this page
    }
    return true;
  } catch {
    return false;
  } finally {
    state.refreshing = false;
  }
}

/** Forgets the balance (the session ended). */
export function resetWallet(): void {
  state.sumBalance = undefined;
  state.updatedAt = undefined;
  state.refreshing = false;
  try {
    sessionStorage.removeItem(WALLET_LAST_KEY);
  } catch {
    // nothing to remove
  }
}

subscribe(session, () => {
  if (!session.info && state.sumBalance !== undefined) resetWallet();
});
