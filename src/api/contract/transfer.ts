import { array, boolean, integer, object, size, string, type Infer } from 'superstruct';
import { Amount, RequestAmount } from './amount';
import { endpoint } from './endpoint';
import { PaymentPasswordText } from './withdraw';

// Transfer to the upline agent (`/m/upLine/transfer`, flag AGETRANSFERUP3; issue 12): a member with an upline
// (`toUpline`) and not of type 2 moves money from their wallet to their agent's, once per idempotency key.

export const TransferInfo = object({
  /** The agent's account name. */
  upline: size(string(), 1, 64),
  balance: Amount,
  min: Amount,
  max: Amount,
  hasPaymentPassword: boolean(),
  /** The member's last transfers, newest first. */
  recent: array(object({ id: integer(), amount: Amount, createdAt: string() })),
});
export type TransferInfo = Infer<typeof TransferInfo>;

export const getTransferInfo = endpoint({
  method: 'GET',
  path: '/wps/transfer/upline',
  access: 'member',
  query: null,
  body: null,
  answer: TransferInfo,
});

export const transferToUpline = endpoint({
  method: 'POST',
  path: '/wps/transfer/upline',
  access: 'member',
  query: null,
  body: object({ amount: RequestAmount, paymentPassword: PaymentPasswordText }),
  answer: object({ id: integer(), amount: Amount, balance: Amount }),
  encrypted: true,
  idempotent: true,
});
