import { object, type Infer } from 'superstruct';
import { Amount } from './amount';
import { endpoint } from './endpoint';

export const WalletBalance = object({ sumBalance: Amount });
export type WalletBalance = Infer<typeof WalletBalance>;

/** The total of the member's wallets; never cached by the worker. */
export const getWalletBalance = endpoint({
  method: 'GET',
  path: '/wps/wallets/balance',
  access: 'member',
  query: null,
  body: null,
  answer: WalletBalance,
});
