import { number, object, refine, type Infer } from 'superstruct';
import { endpoint } from './endpoint';

/** A money amount on the wire: a finite number with at most two decimals (the server keeps centavos). */
export const Money = refine(
  number(),
  'Money',
  (v) => Number.isFinite(v) && Math.abs(Math.round(v * 100) - v * 100) < 1e-6,
);

export const WalletBalance = object({ sumBalance: Money });
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
