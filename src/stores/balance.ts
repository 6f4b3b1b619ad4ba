import { call } from '../api/client';
import { getWalletBalance } from '../api/contract/wallet';
import { refreshWallet } from './wallet';

/** Loads the total balance into the wallet store (the header menu, the shell, and a return from a game use it). */
export function reloadBalance(): Promise<boolean> {
  return refreshWallet(() => call(getWalletBalance).then((w) => w.sumBalance));
}
