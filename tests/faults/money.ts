import type { ApiError } from '../../src/api/ApiError';
import { call, configureClient, newIdempotencyKey, resetClient } from '../../src/api/client';
import { createDeposit } from '../../src/api/contract/deposit';
import { getLotteryIssue, placeLotteryBet } from '../../src/api/contract/lotteryBets';
import { login } from '../../src/api/contract/session';
import { getWalletBalance } from '../../src/api/contract/wallet';
import {
  addPayee,
  getBanks,
  getWithdrawInfo,
  requestWithdraw,
  setPaymentPassword,
} from '../../src/api/contract/withdraw';

/**
 * Money calls from node through the app's own API client (it seals bodies and carries the idempotency keys), for
 * the fault suites. One member per client: the client's settings are module-wide.
 */

export const LOTTERY = 'SEALOTT-0003';
export const PAYMENT_PASSWORD = '246810';

export interface MoneyClient {
  /** The member's session token (a browser test seeds it into the app). */
  token: string;
  /** Points the client at another instance (the same member, the same session). */
  useBase(base: string): void;
  deposit(key: string): Promise<void>;
  /**
   * The provider references of deposits the pay page acknowledged (it took the player's approval and sent them
   * back to the app): each must end up paid, credited once, whatever failed in between.
   */
  acknowledgedDeposits: string[];
  bet(key: string): Promise<void>;
  withdraw(key: string): Promise<void>;
  balance(): Promise<number>;
}

/** Signs in as `username`, sets a payment password and a payee (once), and gives back the member's money calls. */
export async function moneyClient(base: string, username: string, password: string): Promise<MoneyClient> {
  let current = base;
  const session: { token?: string } = {};
  resetClient();
  configureClient({
    base: () => current,
    merchant: () => 'demo',
    device: () => 'MOBILE',
    token: () => session.token,
    retries: 0,
    timeoutMs: 15_000,
  });
  session.token = (await call(login, { body: { username, password } })).token;
  await call(setPaymentPassword, {
    body: { paymentPassword: PAYMENT_PASSWORD, confirmPaymentPassword: PAYMENT_PASSWORD, password },
  }).catch(() => undefined);
  // A member set up by an earlier test already has its payee: use it.
  const known = (await call(getWithdrawInfo)).payees[0];
  const { list: banks } = await call(getBanks);
  const payee =
    known ??
    (await call(addPayee, {
      body: { bankCode: banks[0]!.code, accountName: 'Fault Test', accountNumber: '1234567890', password },
    }));
  // A retry must send the same body as the first try (the server refuses a key reused with another request), so each
  // key keeps the draw it was first placed on.
  const issues = new Map<string, string>();
  const issueNo = async (key: string) => {
    const known = issues.get(key);
    if (known) return known;
    const issue = (await call(getLotteryIssue, { query: { gameCode: LOTTERY } })).issueNo;
    issues.set(key, issue);
    return issue;
  };
  const acknowledgedDeposits: string[] = [];
  return {
    token: session.token!,
    acknowledgedDeposits,
    useBase(next) {
      current = next;
    },
    async deposit(key) {
      const { payUrl } = await call(createDeposit, {
        body: { channel: 'gcash', amount: 100 },
        idempotencyKey: key,
      });
      // The player approves on the dev provider's page, whose callback credits the deposit.
      const res = await fetch(new URL(payUrl, current), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'decision=approve',
        redirect: 'manual',
      });
      if (res.status >= 500) throw new Error(`pay page ${res.status}`);
      const ref = payUrl.split('/').pop()!;
      if (res.status === 303 && !acknowledgedDeposits.includes(ref)) acknowledgedDeposits.push(ref);
    },
    async bet(key) {
      await call(placeLotteryBet, {
        body: { gameCode: LOTTERY, issueNo: await issueNo(key), pick: 'BIG' as const, amount: 10 },
        idempotencyKey: key,
      });
    },
    async withdraw(key) {
      // The payment password's limit counts every check first (docs/security.md "Count first, then check"), so a
      // burst of more withdrawals than its tries, or checks left unsettled by a killed instance, are refused for a
      // moment; the player, told to wait, presses again after Retry-After. A limit of failures would say 15 minutes.
      for (let tries = 0; ; tries++) {
        try {
          await call(requestWithdraw, {
            body: { payeeId: payee.id, amount: 100, paymentPassword: PAYMENT_PASSWORD },
            idempotencyKey: key,
          });
          return;
        } catch (e) {
          const wait = (e as ApiError).value as { retryAfterSeconds?: number } | undefined;
          if ((e as ApiError).errorCode !== 'reauth.rate.limited' || tries >= 6 || !wait?.retryAfterSeconds)
            throw e;
          if (wait.retryAfterSeconds > 15) throw e;
          await new Promise((r) => setTimeout(r, wait.retryAfterSeconds! * 1000 + Math.random() * 500));
        }
      }
    },
    async balance() {
      return (await call(getWalletBalance)).sumBalance;
    },
  };
}

export { newIdempotencyKey };
